import type { RouteObject } from 'react-router';

export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () => import('./routes/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
  },
];
