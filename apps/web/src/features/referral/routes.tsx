import type { RouteObject } from 'react-router';

/** /referral inside the shell: Refer and Earn. */
export const referralRoutes: RouteObject[] = [
  {
    path: 'referral',
    lazy: () => import('./routes/ReferralPage.tsx').then((m) => ({ Component: m.ReferralPage })),
  },
];
