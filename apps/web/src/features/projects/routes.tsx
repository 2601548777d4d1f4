import { Navigate, type RouteObject, redirect } from 'react-router';
import { defaultProjectTab } from '@/features/project-tabs/project-tabs.ts';
import { projectTabRoutes } from '@/features/project-tabs/routes.ts';
import { useProjectContext } from './project-context.ts';

type TabModule = Promise<{ default: React.ComponentType }>;
const tab = (load: () => TabModule) => () => load().then((m) => ({ Component: m.default }));

function DefaultTab() {
  const { project } = useProjectContext();
  return <Navigate to={defaultProjectTab(project)} replace />;
}

/**
 * /projects/* inside the shell (–2.7): the lists, the creation wizards and the
 * project page, whose tabs come from features/project-tabs/registry.ts.
 */
export const projectsRoutes: RouteObject[] = [
  // Redirects are the navigation's own (a loader), never a rendered <Navigate>: that navigates from
  // an effect, which can run after the person's next click has started and then undo it.
  { path: 'projects', loader: () => redirect('/projects/dedicated') },
  { path: 'projects/archived', loader: () => redirect('/projects/archived/dedicated') },
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
          ...projectTabRoutes,
          { path: '*', element: <DefaultTab /> },
        ],
      },
    ],
  },
];
