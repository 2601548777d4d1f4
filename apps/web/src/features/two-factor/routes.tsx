import type { RouteObject } from 'react-router';

/** Signed-in, outside the shell: the set-up that admins must finish first (ADR 019). */
export const twoFactorRoutes: RouteObject[] = [
  {
    path: 'two-factor/setup',
    lazy: () => import('./routes/TwoFactorSetupPage.tsx').then((m) => ({ Component: m.TwoFactorSetupPage })),
  },
];
