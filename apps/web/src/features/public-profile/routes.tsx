import type { RouteObject } from 'react-router';

/** `/p/:key`: a shared developer profile, open to anyone with the link (outside the shell). */
export const publicProfileRoutes: RouteObject[] = [
  {
    path: 'p/:key',
    lazy: () => import('./routes/PublicProfilePage.tsx').then((m) => ({ Component: m.PublicProfilePage })),
  },
];
