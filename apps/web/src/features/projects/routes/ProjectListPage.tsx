import { Tabs } from '@mantine/core';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { ProjectListView } from '../components/ProjectListView.tsx';
import { ProjectsTabs } from '../components/ProjectsTabs.tsx';
import { ACTIVE_LISTS, ARCHIVED_LISTS, visibleLists } from '../project-lists.ts';
import { useListLink } from '../use-list-link.ts';

/** /projects/{dedicated|managed|opportunity}. */
export function ProjectListPage() {
  const user = useUser();
  const { pathname } = useLocation();
  const key = pathname.split('/')[2] ?? '';
  const list = visibleLists(user, ACTIVE_LISTS).find((item) => item.key === key);
  if (!list) return <Navigate to="/projects/dedicated" replace />;
  return (
    <>
      <ProjectsTabs active={list.key} />
      <ProjectListView key={list.key} list={list} />
    </>
  );
}

/** /projects/archived/{dedicated|projects|opportunity}. */
export function ArchivedListPage() {
  const user = useUser();
  const navigate = useNavigate();
  const linkTo = useListLink();
  const { type = '' } = useParams();
  const lists = visibleLists(user, ARCHIVED_LISTS);
  const list = lists.find((item) => item.key === type);
  if (!list) return <Navigate to="/projects/archived/dedicated" replace />;
  return (
    <>
      <ProjectsTabs active="archived" />
      <Tabs
        variant="pills"
        value={list.key}
        onChange={(value) => value && navigate(linkTo(`/projects/archived/${value}`))}
        mb="md"
      >
        <Tabs.List aria-label="Archived lists">
          {lists.map((item) => (
            <Tabs.Tab key={item.key} value={item.key}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ProjectListView key={list.key} list={list} />
    </>
  );
}
