import { ACTIVE, OPPORTUNITY, type ProjectTabDefinition } from '@/features/project-tabs/tab.ts';

/** An opportunity's Details: what the client asks for, Convert to Project and archive. */
export const detailsTab: ProjectTabDefinition = {
  path: 'details',
  label: 'Details',
  stages: OPPORTUNITY,
  exact: true,
  load: () =>
    import('./routes/OpportunityDetailsPage.tsx').then((m) => ({ default: m.OpportunityDetailsPage })),
};

/** Settings, for those who may change something: an opportunity's own, an active project's tabs. */
export const settingsTab: ProjectTabDefinition = {
  path: 'settings',
  label: 'Settings',
  stages: [...OPPORTUNITY, ...ACTIVE],
  visible: (abilities) => abilities.open_settings,
  load: () => import('./routes/SettingsRoute.tsx').then((m) => ({ default: m.SettingsRoute })),
};
