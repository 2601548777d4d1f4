import { Navigate, type RouteObject } from 'react-router';
import { useProjectContext } from './project-context.ts';
import { defaultProjectTab } from './project-tabs.ts';

type TabModule = Promise<{ default: React.ComponentType }>;
const tab = (load: () => TabModule) => () => load().then((m) => ({ Component: m.default }));

function DefaultTab() {
  const { project } = useProjectContext();
  return <Navigate to={defaultProjectTab(project)} replace />;
}

/**
 * /projects/* inside the shell (–2.7): the lists, the creation wizards and the
 * project page. Tab files under ./tabs are replaced by the features that build them.
 */
export const projectsRoutes: RouteObject[] = [
  { path: 'projects', element: <Navigate to="/projects/dedicated" replace /> },
  {
    path: 'projects/archived',
    element: <Navigate to="/projects/archived/dedicated" replace />,
  },
  {
    path: 'projects/archived/:type',
    lazy: () => import('./routes/ProjectListPage.tsx').then((m) => ({ Component: m.ArchivedListPage })),
  },
  {
    path: 'projects/new/opportunity',
    lazy: () => import('./routes/NewOpportunityPage.tsx').then((m) => ({ Component: m.NewOpportunityPage })),
  },
  {
    path: 'projects/new/dedicated/:step?',
    lazy: () => import('./routes/NewDedicatedPage.tsx').then((m) => ({ Component: m.NewDedicatedPage })),
  },
  {
    path: 'projects/new/managed/:step?',
    lazy: () => import('./routes/NewManagedPage.tsx').then((m) => ({ Component: m.NewManagedPage })),
  },
  ...(['dedicated', 'managed', 'opportunity'] as const).map((list) => ({
    path: `projects/${list}`,
    lazy: () => import('./routes/ProjectListPage.tsx').then((m) => ({ Component: m.ProjectListPage })),
  })),
  {
    path: 'projects/:projectId',
    lazy: () => import('./routes/ProjectLoader.tsx').then((m) => ({ Component: m.ProjectLoader })),
    children: [
      { path: 'accept_invite', lazy: tab(() => import('./tabs/AcceptInvitePage.tsx')) },
      {
        lazy: () =>
          import('./routes/ProjectTabsLayout.tsx').then((m) => ({ Component: m.ProjectTabsLayout })),
        children: [
          { index: true, element: <DefaultTab /> },
          { path: 'pay/*', lazy: tab(() => import('./tabs/PayTab.tsx')) },
          { path: 'plan/*', lazy: tab(() => import('./tabs/PlanTab.tsx')) },
          { path: 'reports/*', lazy: tab(() => import('./tabs/ReportsTab.tsx')) },
          { path: 'docs/*', lazy: tab(() => import('./tabs/DocsTab.tsx')) },
          {
            path: 'settings/*',
            lazy: () => import('./routes/SettingsRoute.tsx').then((m) => ({ Component: m.SettingsRoute })),
          },
          {
            path: 'details',
            lazy: () =>
              import('./routes/OpportunityDetailsPage.tsx').then((m) => ({
                Component: m.OpportunityDetailsPage,
              })),
          },
          { path: 'network/shortlist/*', lazy: tab(() => import('./tabs/ShortlistTab.tsx')) },
          { path: 'network/talent-pool/*', lazy: tab(() => import('./tabs/TalentPoolTab.tsx')) },
          { path: '*', element: <DefaultTab /> },
        ],
      },
    ],
  },
];
