import { eq } from 'drizzle-orm';
import { educations, profileProjects, shareSettings, workExperiences } from '../../db/schema/index.ts';
import type { PersonalDataPurger } from '../accounts/purgers.ts';

/**
 * The developer profile a deactivated talent leaves behind: work, education, profile projects (their
 * skill links go with them) and the share link, so the public page is gone for good. None of it is
 * needed for accounting.
 */
export const developerProfilePurger: PersonalDataPurger = {
  name: 'developer-profile',
  async purge(tx, subject) {
    await tx.delete(workExperiences).where(eq(workExperiences.userId, subject.id));
    await tx.delete(educations).where(eq(educations.userId, subject.id));
    await tx.delete(profileProjects).where(eq(profileProjects.userId, subject.id));
    await tx.delete(shareSettings).where(eq(shareSettings.userId, subject.id));
  },
};
