import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { guestRoutes, publicAuthRoutes } from '@/features/auth/routes.tsx';
import { communityRoutes } from '@/features/community/routes.tsx';
import { dashboardRoutes } from '@/features/dashboard/routes.tsx';
import { developerProfileRoutes } from '@/features/developer-profile/routes.tsx';
import { legalRoutes } from '@/features/legal/routes.tsx';
import { mailRoutes } from '@/features/mail/routes.tsx';
import { notFoundRoutes } from '@/features/not-found/routes.tsx';
import { onboardingRoutes } from '@/features/onboarding/routes.tsx';
import { paymentsRoutes } from '@/features/payments/routes.tsx';
import { projectsRoutes } from '@/features/projects/routes.tsx';
import { publicProfileRoutes } from '@/features/public-profile/routes.tsx';
import { referralRoutes } from '@/features/referral/routes.tsx';
import { settingsRoutes } from '@/features/settings/routes.tsx';
import { sharedShortlistRoutes } from '@/features/shared-shortlist/routes.tsx';
import { testsRoutes } from '@/features/tests/routes.tsx';
import { RequireTwoFactorEnrolment } from '@/features/two-factor/guard.tsx';
import { twoFactorRoutes } from '@/features/two-factor/routes.tsx';
import { nextTask } from '@/lib/next-task.ts';
import { paths } from '@/lib/paths.ts';
import { GuestOnly, RequireContributor, RequireSession } from './guards.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { WizardLayout } from './layouts/WizardLayout.tsx';
import { RootFallback, RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * The route tree. Each area owns `features/<area>/routes.tsx`; this file only places those
 * lists under the right guard and layout. Pages load lazily, so the first download holds the
 * shell and nothing else.
 */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RootFallback,
    children: [
      { path: 'signin', loader: () => redirect(paths.login) },
      { path: 'signup', loader: () => redirect(paths.login) },
      { Component: GuestOnly, children: guestRoutes },
      { Component: PublicLayout, children: publicAuthRoutes },
      ...legalRoutes,
      ...publicProfileRoutes,
      ...sharedShortlistRoutes,
      {
        Component: RequireSession,
        children: [
          { Component: PublicLayout, children: twoFactorRoutes },
          {
            Component: RequireTwoFactorEnrolment,
            children: [
              { Component: WizardLayout, children: onboardingRoutes },
              {
                Component: RequireContributor,
                children: [
                  {
                    lazy: () => import('./shell/AppLayout.tsx').then((m) => ({ Component: m.AppLayout })),
                    children: [
                      ...dashboardRoutes,
                      ...projectsRoutes,
                      ...paymentsRoutes,
                      ...settingsRoutes,
                      ...developerProfileRoutes,
                      ...referralRoutes,
                      ...communityRoutes,
                      ...testsRoutes,
                      ...mailRoutes,
                      ...notFoundRoutes,
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Each lazy route starts loading its code in a task of its own: the bundler's loader adds a
 * modulepreload link per chunk the page needs, and done at once for the whole first page
 * (layout, page, their shared chunks), inside the router's creation, that is one long task on a phone.
 */
function eachLazyInItsOwnTask(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) => {
    const { lazy, children } = route;
    const deferred = typeof lazy === 'function' ? { lazy: () => nextTask().then(lazy) } : {};
    return {
      ...route,
      ...deferred,
      ...(children ? { children: eachLazyInItsOwnTask(children) } : {}),
    } as RouteObject;
  });
}

export function createRouter() {
  return createBrowserRouter(eachLazyInItsOwnTask(routes));
}
export type AppRouter = ReturnType<typeof createRouter>;
