import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** Every domain's purger, in the order the `accounts.purge` job runs them. */
    personalDataPurgers: readonly PersonalDataPurger[];
  }
}

/**
 * app.ts: `registerPersonalDataPurgers(app, PERSONAL_DATA_PURGERS)`. The domains plug in here, so
 * this module imports none of them (a domain holding personal data imports this interface).
 */
export function registerPersonalDataPurgers(
  app: FastifyInstance,
  purgers: readonly PersonalDataPurger[],
): void {
  app.decorate('personalDataPurgers', purgers);
}
