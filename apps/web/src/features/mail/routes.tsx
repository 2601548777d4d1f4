import type { RouteObject } from 'react-router';

export const mailRoutes: RouteObject[] = [
  {
    path: 'outbox',
    lazy: () => import('./routes/OutboxPage.tsx').then((m) => ({ Component: m.OutboxPage })),
  },
];
