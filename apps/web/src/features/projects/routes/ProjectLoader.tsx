import { coreMessages } from '@kazi/shared/messages/core';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { Center, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useTopBarTitle } from '@/app/shell/top-bar-context.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { MessagePage } from '@/components/ui/MessagePage.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { projectQuery } from '../api/project.ts';
import { ProjectContext } from '../project-context.ts';

const ACCEPT_INVITE = 'accept_invite';

/**
 * /projects/:projectId/*: loads the project once (spinner meanwhile, the title in the top bar),
 * shows the permission message when the API answers 404, sends pending invitees to
 * accept_invite, and provides the project to every tab through `useProjectContext()`. Someone
 * asked about an opportunity (`view: 'candidate'`) gets through: its abilities leave them the
 * Details tab alone.
 */
export function ProjectLoader() {
  const { projectId = '' } = useParams();
  const { pathname } = useLocation();
  const validId = /^\d{1,9}$/.test(projectId);
  const query = useQuery({ ...projectQuery(projectId), enabled: validId });
  const project = query.data;
  useTopBarTitle(project?.title ?? null, validId && query.isPending);

  const value = useMemo(
    () => (project ? { project, refetch: query.refetch } : null),
    [project, query.refetch],
  );

  const denied = !validId || (query.error instanceof ApiError && query.error.status === 404);
  if (denied) {
    return (
      <MessagePage
        icon={<IconLock size={28} stroke={1.6} />}
        title={projectsMessages.projects.noPermission}
        detail={projectsMessages.projects.noPermissionDetail}
        color="gray"
      />
    );
  }
  if (query.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={coreMessages.generic.loading} />
      </Center>
    );
  }
  if (query.isError || !value || !project) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const onInvitePage = pathname.replace(/\/+$/, '').endsWith(`/${ACCEPT_INVITE}`);
  if (project.view === 'invite' && !onInvitePage) return <Navigate to={ACCEPT_INVITE} replace />;
  return (
    <ProjectContext.Provider value={value}>
      <Outlet />
    </ProjectContext.Provider>
  );
}
