import { eq } from 'drizzle-orm';
import { profiles, userSettings, users } from '../../db/schema/index.ts';
import type { PersonalDataPurger } from './purgers.ts';

/** Avatar and ID document: bytes and rows go; the references are cleared. */
export const identityFiles: PersonalDataPurger = {
  name: 'identity-files',
  async files(db, subject) {
    const [row] = await db
      .select({ avatar: users.avatarFileId, idDocument: profiles.idDocumentFileId })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, subject.id));
    return [row?.avatar, row?.idDocument].filter((id): id is number => typeof id === 'number');
  },
  async purge(tx, subject) {
    await tx.update(users).set({ avatarFileId: null }).where(eq(users.id, subject.id));
    await tx.update(profiles).set({ idDocumentFileId: null }).where(eq(profiles.userId, subject.id));
  },
};

/**
 * Personal details and address. The country and VAT number stay (tax treatment of past invoices);
 * whether someone was vetted and their experience in years are not personal identifiers.
 */
export const personalDetails: PersonalDataPurger = {
  name: 'personal-details',
  async purge(tx, subject) {
    await tx
      .update(profiles)
      .set({
        bio: null,
        phoneNumber: null,
        street: null,
        plotNumber: null,
        postalCode: null,
        city: null,
        referralCode: null,
      })
      .where(eq(profiles.userId, subject.id));
  },
};

/** E-mail switches (User settings). */
export const settings: PersonalDataPurger = {
  name: 'user-settings',
  async purge(tx, subject) {
    await tx.delete(userSettings).where(eq(userSettings.userId, subject.id));
  },
};
