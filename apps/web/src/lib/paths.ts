import { type Actor, can } from '@kazi/shared/auth/permissions';

/** Every route of the app in one place. Links use these, never literals. */
export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  projects: '/projects',
  project: (id: number | string) => `/projects/${id}`,
  newDedicated: '/projects/new/dedicated/details',
  newOpportunity: '/projects/new/opportunity',
  paymentsIn: '/payments/in',
  paymentsOut: '/payments/out',
  settings: '/settings',
  referral: '/referral',
  community: '/community',
  tests: '/tests',
  outbox: '/outbox',
  twoFactorSetup: '/two-factor/setup',
  onboard: '/onboard',
  developer: (id: number | string) => `/developers/${id}`,
  publicProfile: (key: string) => `/p/${encodeURIComponent(key)}`,
  onboardIntro: '/onboard/intro',
  privacyPolicy: '/privacy-policy',
  userAgreement: '/user-agreement',
  codeOfConduct: '/code-of-conduct',
  signupInvite: (key: string) => `/signup/invite/${encodeURIComponent(key)}`,
  forgotPassword: '/forgot-password/',
  resetPasswordConfirm: (uid: string, token: string) => `/reset-password/confirm/${uid}/${token}`,
  setPassword: (uid: string, token: string) => `/password/${uid}/${token}`,
} as const;

/**
 * Where "Payments" leads: the incoming payments' All list for those who see them
 * (`payments.view_incoming`), the payouts' for everyone else (developers and designers).
 */
export function paymentsHomePath(user: Actor): string {
  return `${can(user, 'payments.view_incoming') ? paths.paymentsIn : paths.paymentsOut}/all`;
}

/** Onboarding pages are open to people who cannot contribute yet. */
export function isOnboardingPath(pathname: string): boolean {
  return pathname === paths.onboard || pathname.startsWith(`${paths.onboard}/`);
}

/** The first segment of a path: `/projects/12/pay` → `projects`. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}
