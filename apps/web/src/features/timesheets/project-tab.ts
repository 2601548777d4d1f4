import { ACTIVE, type ProjectTabDefinition } from '@/features/project-tabs/tab.ts';

/** /projects/:id/pay: Payments, Payouts and Timesheets (the pay sections each role sees). */
export const payTab: ProjectTabDefinition = {
  path: 'pay',
  label: 'Payments',
  stages: ACTIVE,
  load: () => import('./components/PayTab.tsx'),
};
