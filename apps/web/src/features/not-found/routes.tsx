import type { RouteObject } from 'react-router';

/** The catch-all, last among the shell's routes. */
export const notFoundRoutes: RouteObject[] = [
  { path: '*', lazy: () => import('./NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
];
