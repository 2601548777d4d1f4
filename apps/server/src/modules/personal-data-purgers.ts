import { identityFiles, personalDetails, settings } from './accounts/personal-data.repository.ts';
import type { PersonalDataPurger } from './accounts/purgers.ts';
import { developerProfilePurger } from './experience/purger.repository.ts';
import { notificationsPurger } from './notifications/purger.repository.ts';
import { opportunitiesPurger } from './opportunities/purger.repository.ts';
import { payoutAccountsPurger } from './payouts/purger.repository.ts';
import { twoFactorPurger } from './two-factor/purger.repository.ts';

/**
 * Every domain's purger, in order, registered by app.ts; the account itself (name → pseudonym,
 * email, sessions, links, invitations, mail log) is purged last by the job. A domain holding
 * personal data adds its purger here (one line).
 */
export const PERSONAL_DATA_PURGERS: readonly PersonalDataPurger[] = [
  identityFiles,
  personalDetails,
  settings,
  developerProfilePurger,
  payoutAccountsPurger,
  twoFactorPurger,
  notificationsPurger,
  opportunitiesPurger,
];
