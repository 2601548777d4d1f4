import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, userSettings, users } from '../../db/schema/index.ts';
import { developerProfilePurger } from '../experience/purger.ts';
import { notificationsPurger } from '../notifications/purger.ts';
import { payoutAccountsPurger } from '../payouts/purger.ts';
import { twoFactorPurger } from '../two-factor/purger.ts';

/** The person being purged, as read before the purge. */
export interface PurgeSubject {
  id: number;
  email: string;
}

/**
 * One domain's part of deleting a deactivated person's non-essential personal data (spec 002 §4,
 * 7 days after deactivation). The job collects every purger's files first and removes their bytes
 * (removing a missing file is fine), then runs every `purge` and deletes those file rows in one
 * transaction. Both steps must be safe to run again: the job may stop anywhere and re-run.
 * Keep what accounting needs (ids, invoices, payouts, audit rows); remove or blank the rest.
 */
export interface PersonalDataPurger {
  name: string;
  /** Ids of `files` rows whose bytes and rows go with the person. */
  files?(db: Db, subject: PurgeSubject): Promise<number[]>;
  /** Removes or blanks the domain's personal data, inside the purge transaction. */
  purge(tx: Db, subject: PurgeSubject): Promise<void>;
}

/** Avatar and ID document: bytes and rows go; the references are cleared. */
const identityFiles: PersonalDataPurger = {
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
const personalDetails: PersonalDataPurger = {
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

/** E-mail switches (spec 002 §3 User settings). */
const settings: PersonalDataPurger = {
  name: 'user-settings',
  async purge(tx, subject) {
    await tx.delete(userSettings).where(eq(userSettings.userId, subject.id));
  },
};

/**
 * Every domain's purger, in order; the account itself (name → pseudonym, email, sessions, links,
 * invitations, mail log) is purged last by the job. A domain holding personal data appends here.
 */
export const PERSONAL_DATA_PURGERS: PersonalDataPurger[] = [
  identityFiles,
  personalDetails,
  settings,
  developerProfilePurger,
  payoutAccountsPurger,
  twoFactorPurger,
  notificationsPurger,
];
