import { accountsMatrix } from '../modules/accounts/access.matrix.ts';
import { activityMatrix } from '../modules/activity/access.matrix.ts';
import { authMatrix } from '../modules/auth/access.matrix.ts';
import { companyMatrix } from '../modules/company/access.matrix.ts';
import { devProfileMatrix } from '../modules/devprofile/access.matrix.ts';
import { documentsMatrix } from '../modules/documents/access.matrix.ts';
import { experienceMatrix } from '../modules/experience/access.matrix.ts';
import { filesMatrix } from '../modules/files/access.matrix.ts';
import { healthMatrix } from '../modules/health/access.matrix.ts';
import { invitesMatrix } from '../modules/invites/access.matrix.ts';
import { invoicesMatrix } from '../modules/invoices/access.matrix.ts';
import { invoiceActionsMatrix } from '../modules/invoices/actions.access.matrix.ts';
import { invoiceDownloadMatrix } from '../modules/invoices/download.access.matrix.ts';
import { invoiceExportMatrix } from '../modules/invoices/export/export.access.matrix.ts';
import { invoiceFromHoursMatrix } from '../modules/invoices/from-hours.access.matrix.ts';
import { invoicePanelMatrix } from '../modules/invoices/panel.access.matrix.ts';
import { payoutBatchMatrix } from '../modules/invoices/payout-batch.access.matrix.ts';
import { payoutSheetsMatrix } from '../modules/invoices/payout-sheets.access.matrix.ts';
import { payoutsFromHoursMatrix } from '../modules/invoices/payouts-from-hours.access.matrix.ts';
import { payoutListMatrix } from '../modules/invoices/payouts-list.access.matrix.ts';
import { invoiceSummaryMatrix } from '../modules/invoices/summary.access.matrix.ts';
import { mailMatrix } from '../modules/mail/access.matrix.ts';
import { notificationsMatrix } from '../modules/notifications/access.matrix.ts';
import { onboardingMatrix } from '../modules/onboarding/access.matrix.ts';
import { convertMatrix } from '../modules/opportunities/convert.access.matrix.ts';
import { interestPollsMatrix } from '../modules/opportunities/polls.access.matrix.ts';
import { shortlistShareMatrix } from '../modules/opportunities/share.access.matrix.ts';
import { shortlistMatrix } from '../modules/opportunities/shortlist.access.matrix.ts';
import { talentPoolMatrix } from '../modules/opportunities/talent-pool.access.matrix.ts';
import { payoutsMatrix } from '../modules/payouts/access.matrix.ts';
import { planningMatrix } from '../modules/planning/access.matrix.ts';
import { profileMatrix } from '../modules/profile/access.matrix.ts';
import { projectsMatrix } from '../modules/projects/access.matrix.ts';
import { referenceMatrix } from '../modules/reference/access.matrix.ts';
import { reportEventMatrix } from '../modules/reports/events.access.matrix.ts';
import { reportFilingMatrix } from '../modules/reports/filing.access.matrix.ts';
import { reportSettingsMatrix } from '../modules/reports/settings.access.matrix.ts';
import { sessionsMatrix } from '../modules/sessions/access.matrix.ts';
import { shareMatrix } from '../modules/share/access.matrix.ts';
import { teamMatrix } from '../modules/team/access.matrix.ts';
import { testResultsMatrix } from '../modules/test-results/access.matrix.ts';
import { timesheetsMatrix } from '../modules/timesheets/access.matrix.ts';
import { timesheetDashboardMatrix } from '../modules/timesheets/dashboard.access.matrix.ts';
import { timesheetExportMatrix } from '../modules/timesheets/export.access.matrix.ts';
import { twoFactorMatrix } from '../modules/two-factor/access.matrix.ts';
import { userSettingsMatrix } from '../modules/user-settings/access.matrix.ts';
import { webConfigMatrix } from '../modules/web-config/access.matrix.ts';
import type { MatrixSection } from './matrix.ts';

/** Every domain's part of the authorization matrix; a new domain adds its section here. */
export const MATRIX_SECTIONS: MatrixSection[] = [
  healthMatrix,
  authMatrix,
  twoFactorMatrix,
  sessionsMatrix,
  invitesMatrix,
  accountsMatrix,
  referenceMatrix,
  filesMatrix,
  mailMatrix,
  notificationsMatrix,
  experienceMatrix,
  shareMatrix,
  devProfileMatrix,
  payoutsMatrix,
  profileMatrix,
  companyMatrix,
  onboardingMatrix,
  userSettingsMatrix,
  webConfigMatrix,
  projectsMatrix,
  activityMatrix,
  teamMatrix,
  documentsMatrix,
  planningMatrix,
  timesheetsMatrix,
  timesheetDashboardMatrix,
  timesheetExportMatrix,
  invoiceFromHoursMatrix,
  payoutBatchMatrix,
  payoutsFromHoursMatrix,
  reportEventMatrix,
  reportFilingMatrix,
  reportSettingsMatrix,
  testResultsMatrix,
  convertMatrix,
  interestPollsMatrix,
  talentPoolMatrix,
  shortlistMatrix,
  shortlistShareMatrix,
  invoicesMatrix,
  invoiceActionsMatrix,
  invoicePanelMatrix,
  invoiceSummaryMatrix,
  payoutListMatrix,
  invoiceDownloadMatrix,
  invoiceExportMatrix,
  payoutSheetsMatrix,
];
