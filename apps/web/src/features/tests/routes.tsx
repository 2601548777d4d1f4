import type { RouteObject } from 'react-router';

/** /tests inside the shell: the Tests page (`tests.manage`; others see the no-permission page). */
export const testsRoutes: RouteObject[] = [
  {
    path: 'tests',
    lazy: async () => ({ Component: (await import('./routes/TestsPage.tsx')).TestsPage }),
  },
];
