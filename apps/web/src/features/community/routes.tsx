import type { RouteObject } from 'react-router';

/** /community inside the shell: the Community Guide (hidden from clients). */
export const communityRoutes: RouteObject[] = [
  {
    path: 'community',
    lazy: () => import('./routes/CommunityPage.tsx').then((m) => ({ Component: m.CommunityPage })),
  },
];
