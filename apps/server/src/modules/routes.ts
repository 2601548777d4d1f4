import type { FastifyPluginAsync } from 'fastify';
import { adminUserRoutes } from './accounts/admin.routes.ts';
import { accountRoutes } from './accounts/routes.ts';
import { activityRoutes } from './activity/routes.ts';
import { passwordRoutes } from './auth/password-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { devProfileRoutes } from './devprofile/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { experienceRoutes } from './experience/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { inviteRoutes } from './invites/routes.ts';
import { invoiceActionRoutes } from './invoices/actions.routes.ts';
import { invoiceDownloadRoutes } from './invoices/download.routes.ts';
import { invoiceExportRoutes } from './invoices/export/export.routes.ts';
import { invoiceFromHoursRoutes } from './invoices/from-hours.routes.ts';
import { invoicePanelRoutes } from './invoices/panel.routes.ts';
import { payoutBatchRoutes } from './invoices/payout-batch.routes.ts';
import { payoutSheetRoutes } from './invoices/payout-sheets.routes.ts';
import { payoutsFromHoursRoutes } from './invoices/payouts-from-hours.routes.ts';
import { payoutListRoutes } from './invoices/payouts-list.routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { invoiceSummaryRoutes } from './invoices/summary.routes.ts';
import { mailRoutes } from './mail/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { convertRoutes } from './opportunities/convert.routes.ts';
import { interestPollRoutes } from './opportunities/polls.routes.ts';
import { shortlistShareRoutes } from './opportunities/share.routes.ts';
import { sharedShortlistRoutes } from './opportunities/shared-shortlist.routes.ts';
import { shortlistRoutes } from './opportunities/shortlist.routes.ts';
import { talentPoolRoutes } from './opportunities/talent-pool.routes.ts';
import { payoutRoutes } from './payouts/routes.ts';
import { planningRoutes } from './planning/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { reportEventRoutes } from './reports/events.routes.ts';
import { reportFilingRoutes } from './reports/filing.routes.ts';
import { reportSettingsRoutes } from './reports/settings.routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { shareRoutes } from './share/routes.ts';
import { teamRoutes } from './team/routes.ts';
import { testResultRoutes } from './test-results/routes.ts';
import { timesheetDashboardRoutes } from './timesheets/dashboard.routes.ts';
import { timesheetExportRoutes } from './timesheets/export.routes.ts';
import { timesheetRoutes } from './timesheets/routes.ts';
import { startTwoFactorSignIn, twoFactorLoginRoutes } from './two-factor/login-routes.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';
import { userSettingsRoutes } from './user-settings/routes.ts';
import { webConfigRoutes } from './web-config/routes.ts';

/** Every domain's routes, mounted under /api; a new domain adds its plugin here. */
export const API_ROUTES: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes(startTwoFactorSignIn),
  twoFactorLoginRoutes,
  passwordRoutes,
  twoFactorRoutes,
  sessionRoutes,
  inviteRoutes,
  accountRoutes,
  adminUserRoutes,
  referenceRoutes,
  fileRoutes,
  mailRoutes,
  notificationRoutes,
  experienceRoutes,
  shareRoutes,
  devProfileRoutes,
  payoutRoutes,
  profileRoutes,
  companyRoutes,
  onboardingRoutes,
  userSettingsRoutes,
  webConfigRoutes,
  projectRoutes,
  activityRoutes,
  teamRoutes,
  documentRoutes,
  planningRoutes,
  timesheetRoutes,
  timesheetDashboardRoutes,
  timesheetExportRoutes,
  invoiceFromHoursRoutes,
  payoutBatchRoutes,
  payoutsFromHoursRoutes,
  reportEventRoutes,
  reportFilingRoutes,
  reportSettingsRoutes,
  testResultRoutes,
  convertRoutes,
  interestPollRoutes,
  talentPoolRoutes,
  shortlistRoutes,
  shortlistShareRoutes,
  sharedShortlistRoutes,
  invoiceRoutes,
  invoiceActionRoutes,
  invoicePanelRoutes,
  invoiceSummaryRoutes,
  payoutListRoutes,
  invoiceDownloadRoutes,
  invoiceExportRoutes,
  payoutSheetRoutes,
];
