import { projectsMessages } from '@kazi/shared/messages/projects';
import { Badge, Button, Group, Tabs } from '@mantine/core';
import { IconLayoutSidebarRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSidePanel } from '@/app/shell/side-panel.tsx';
import { defaultProjectTab, projectTabs, tabForSubPath } from '@/features/project-tabs/project-tabs.ts';
import { paths } from '@/lib/paths.ts';
import { useProjectContext } from '../project-context.ts';

const ProjectSidePanel = lazy(() =>
  import('../components/ProjectSidePanel.tsx').then((m) => ({ default: m.ProjectSidePanel })),
);

/**
 * The project page: the tabs this user may open for the project's stage, the
 * More button (Activity and Overview in the side panel; not in the `candidate` view, which shows
 * an opportunity's Details alone), and the open tab. A sub-path the user
 * may not open (or an unknown one) leads to the default tab.
 */
export function ProjectTabsLayout() {
  const { project } = useProjectContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidePanel = useSidePanel();
  const base = paths.project(project.id);
  const subPath = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const tabs = projectTabs(project);
  const active = tabForSubPath(project, subPath);
  if (!active) return <Navigate to={`${base}/${defaultProjectTab(project)}`} replace />;

  const openMore = () =>
    sidePanel.open({
      title: project.title,
      body: (
        <Suspense fallback={null}>
          <ProjectSidePanel projectId={project.id} />
        </Suspense>
      ),
    });

  return (
    <>
      <Group justify="flex-end" align="flex-end" wrap="wrap" gap="sm" mb="lg">
        <Tabs
          style={{ flex: '1 1 20rem', minWidth: 0 }}
          value={active.path}
          onChange={(value) => value && navigate(`${base}/${value}`)}
          keepMounted={false}
        >
          <Tabs.List aria-label="Project sections">
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab.path}
                value={tab.path}
                rightSection={
                  tab.count !== undefined ? (
                    <Badge size="sm" variant="light" aria-label={`${tab.count} shortlisted`}>
                      {tab.count}
                    </Badge>
                  ) : null
                }
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {project.view === 'candidate' ? null : (
          <Button
            variant="default"
            size="sm"
            onClick={openMore}
            leftSection={<IconLayoutSidebarRight size={16} aria-hidden="true" />}
          >
            {projectsMessages.projects.more}
          </Button>
        )}
      </Group>
      <Outlet />
    </>
  );
}
