import type { RouteObject } from 'react-router';

/** `/shortlist/:key`: a shortlist shared with a client, behind its password (outside the shell, no sign-in). */
export const sharedShortlistRoutes: RouteObject[] = [
  {
    path: 'shortlist/:key',
    lazy: () =>
      import('./routes/SharedShortlistPage.tsx').then((m) => ({ Component: m.SharedShortlistPage })),
  },
];
