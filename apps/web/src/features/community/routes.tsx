import type { RouteObject } from 'react-router';

/** /community inside the shell: the Community Guide (spec 002 §2; hidden from clients). */
export const communityRoutes: RouteObject[] = [
  {
    path: 'community',
    lazy: () => import('./routes/CommunityPage.tsx').then((m) => ({ Component: m.CommunityPage })),
  },
];
