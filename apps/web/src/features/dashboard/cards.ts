import type { Permission } from '@kazi/shared/auth/permissions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface DashboardCard {
  /** Stable key; also the card's `data-card` attribute for tests. */
  id: string;
  /** Shown only to users with this permission. */
  permission?: Permission;
  /** `full` spans the whole row on wide screens; cards are one column on phones. */
  span?: 'half' | 'full';
  /** Loaded on demand; it renders its own Card with an h3 heading. */
  component: LazyExoticComponent<ComponentType>;
}

/**
 * The dashboard's slots, in order. A feature adds its card with one entry here, e.g.
 * `{ id: 'pending-timesheets', permission: 'timesheets.review', component: lazy(() => import(…)) }`.
 */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    id: 'next-steps',
    component: lazy(() =>
      import('./components/NextStepsCard.tsx').then((m) => ({ default: m.NextStepsCard })),
    ),
  },
  {
    id: 'my-projects',
    component: lazy(() => import('./cards/MyProjectsCard.tsx').then((m) => ({ default: m.MyProjectsCard }))),
  },
  {
    id: 'projects-attention',
    permission: 'project.manage_any',
    component: lazy(() =>
      import('./cards/AttentionProjectsCard.tsx').then((m) => ({ default: m.AttentionProjectsCard })),
    ),
  },
  {
    id: 'timesheet-hours',
    permission: 'timesheets.log_own',
    component: lazy(() =>
      import('../timesheets-dashboard/components/MyHoursCard.tsx').then((m) => ({ default: m.MyHoursCard })),
    ),
  },
  {
    id: 'timesheets-awaiting-review',
    permission: 'timesheets.review',
    component: lazy(() =>
      import('../timesheets-dashboard/components/AwaitingReviewCard.tsx').then((m) => ({
        default: m.AwaitingReviewCard,
      })),
    ),
  },
  {
    id: 'reports-owed',
    component: lazy(() =>
      import('../reports-dashboard/components/OwedReportsCard.tsx').then((m) => ({
        default: m.OwedReportsCard,
      })),
    ),
  },
  {
    id: 'reports-overdue',
    permission: 'reports.view_internal_events',
    component: lazy(() =>
      import('../reports-dashboard/components/OverdueReportsCard.tsx').then((m) => ({
        default: m.OverdueReportsCard,
      })),
    ),
  },
  {
    id: 'opportunities-for-you',
    permission: 'profile.edit_developer',
    component: lazy(() =>
      import('../availability/components/OpportunitiesForYouCard.tsx').then((m) => ({
        default: m.OpportunitiesForYouCard,
      })),
    ),
  },
  {
    id: 'quick-links',
    component: lazy(() =>
      import('./components/QuickLinksCard.tsx').then((m) => ({ default: m.QuickLinksCard })),
    ),
  },
];
