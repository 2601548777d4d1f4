import { type Actor, can, type Permission } from '@kazi/shared/auth/permissions';
import { format } from '@kazi/shared/messages/format';
import { projectsMessages } from '@kazi/shared/messages/projects';
import { canCreateProject, type ProjectActor } from '@kazi/shared/projects/policy';
import type { ProjectListFilters } from './api/lists.ts';

export interface ProjectListDef {
  key: string;
  label: string;
  path: string;
  filters: ProjectListFilters;
  /** Who sees the tab; everyone when absent. */
  permission?: Permission;
  /** The empty list's words ("there are no opportunities or projects"). */
  empty: 'projects' | 'opportunities' | 'archived' | 'archivedOpportunities';
}

/** The lists under /projects; Opportunities are hidden from clients and developers. */
export const ACTIVE_LISTS: ProjectListDef[] = [
  {
    key: 'dedicated',
    label: 'Dedicated Developers',
    path: '/projects/dedicated',
    filters: { category: 'dedicated', stage: 'active' },
    empty: 'projects',
  },
  {
    key: 'managed',
    label: 'Managed Projects',
    path: '/projects/managed',
    filters: { category: 'project', stage: 'active' },
    empty: 'projects',
  },
  {
    key: 'opportunity',
    label: 'Opportunities',
    path: '/projects/opportunity',
    filters: { stage: 'opportunity' },
    permission: 'projects.view_opportunities',
    empty: 'opportunities',
  },
];

/** /projects/archived/{dedicated|projects|opportunity}. */
export const ARCHIVED_LISTS: ProjectListDef[] = [
  {
    key: 'dedicated',
    label: 'Dedicated Developers',
    path: '/projects/archived/dedicated',
    filters: { category: 'dedicated', stage: 'active', archived: true },
    empty: 'archived',
  },
  {
    key: 'projects',
    label: 'Managed Projects',
    path: '/projects/archived/projects',
    filters: { category: 'project', stage: 'active', archived: true },
    empty: 'archived',
  },
  {
    key: 'opportunity',
    label: 'Opportunities',
    path: '/projects/archived/opportunity',
    filters: { stage: 'opportunity', archived: true },
    permission: 'projects.view_opportunities',
    empty: 'archivedOpportunities',
  },
];

export const ARCHIVE_TAB = {
  key: 'archived',
  label: 'Archive',
  path: '/projects/archived/dedicated',
} as const;

export function visibleLists(user: Actor, lists: ProjectListDef[]): ProjectListDef[] {
  return lists.filter((list) => !list.permission || can(user, list.permission));
}

/** Where the list's "new" button leads, for those who may create that kind; null otherwise. */
export function newProjectPath(user: ProjectActor, listKey: string): { to: string; label: string } | null {
  if (listKey === 'dedicated' && canCreateProject(user, 'dedicated'))
    return { to: '/projects/new/dedicated/details', label: 'New dedicated project' };
  if (listKey === 'managed' && canCreateProject(user, 'managed'))
    return { to: '/projects/new/managed/details', label: 'New managed project' };
  if (listKey === 'opportunity' && canCreateProject(user, 'opportunity'))
    return { to: '/projects/new/opportunity', label: 'New opportunity' };
  return null;
}

/** The empty list's title and line: opportunity lists speak of opportunities, searches of the search. */
export function emptyText(list: ProjectListDef, search: string): { title: string; description?: string } {
  const opportunities = list.empty === 'opportunities' || list.empty === 'archivedOpportunities';
  if (search) {
    const text = opportunities
      ? projectsMessages.projects.emptyOpportunitySearch
      : projectsMessages.projects.emptySearch;
    return { title: format(text, { search }) };
  }
  const description = opportunities
    ? projectsMessages.projects.emptyOpportunitiesDetail
    : projectsMessages.projects.emptyDetail;
  const titles = {
    projects: projectsMessages.projects.emptyProjects,
    opportunities: projectsMessages.projects.emptyOpportunities,
    archived: projectsMessages.projects.emptyArchived,
    archivedOpportunities: projectsMessages.projects.emptyArchivedOpportunities,
  };
  return { title: titles[list.empty], description };
}
