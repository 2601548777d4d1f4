import type { FileStore } from '../../modules/files/storage.ts';
import type { Db } from '../client.ts';
import type { UserRow } from '../factories/users.ts';
import { seedAccounts } from './accounts.ts';
import { seedDocuments } from './documents.ts';
import { seedDeveloperProfiles } from './experience.ts';
import { seedInvoices } from './invoices.ts';
import { seedNotifications } from './notifications.ts';
import { seedOpportunities } from './opportunities.ts';
import { seedPayoutBatches } from './payout-batches.ts';
import { seedPayoutInvoices } from './payout-invoices.ts';
import { seedPayoutSheets } from './payout-sheets.ts';
import { seedPayoutMethods } from './payouts.ts';
import { seedPlanning, sortDemoActivity } from './planning.ts';
import { seedProfiles } from './profiles.ts';
import { seedProjects } from './projects.ts';
import { seedReports } from './reports.ts';
import { seedShortlistShares } from './shortlist-shares.ts';
import { seedTalents } from './talents.ts';
import { seedTeams } from './team.ts';
import { seedTestResults } from './test-results.ts';
import { seedTimesheets } from './timesheets.ts';
import { seedTwoFactorSetting } from './two-factor.ts';

/**
 * What each domain's demo seeder gets: the transaction, the demo accounts by email, the file store,
 * and the address users reach (links in mails).
 */
export interface DemoContext {
  db: Db;
  people: ReadonlyMap<string, UserRow>;
  /** The demo account with this email (throws when there is none). */
  person(email: string): UserRow;
  fileStore: FileStore | undefined;
  publicUrl: string;
}

export type DemoSeeder = (context: DemoContext) => Promise<void>;

/**
 * The demo workspace after the docs/api.md accounts, in order (a later domain may use an earlier one's
 * records). A new domain adds `db/seed/<domain>.ts` and lists its seeder here.
 */
export const DEMO_SEEDERS: DemoSeeder[] = [
  seedTwoFactorSetting,
  seedProfiles,
  seedAccounts,
  seedDeveloperProfiles,
  seedPayoutMethods,
  seedProjects,
  seedTeams,
  seedTimesheets,
  seedInvoices,
  seedPayoutInvoices,
  seedPayoutSheets,
  seedPayoutBatches,
  seedDocuments,
  seedPlanning,
  seedReports,
  seedTalents,
  seedOpportunities,
  seedTestResults,
  seedShortlistShares,
  seedNotifications,
  sortDemoActivity,
];
