import type { Db } from '../../db/client.ts';
import { developerProfilePurger } from '../experience/purger.repository.ts';
import { notificationsPurger } from '../notifications/purger.repository.ts';
import { payoutAccountsPurger } from '../payouts/purger.repository.ts';
import { twoFactorPurger } from '../two-factor/purger.repository.ts';
import { identityFiles, personalDetails, settings } from './personal-data.repository.ts';

/** The person being purged, as read before the purge. */
export interface PurgeSubject {
  id: number;
  email: string;
}

/**
 * One domain's part of deleting a deactivated person's non-essential personal data (
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
