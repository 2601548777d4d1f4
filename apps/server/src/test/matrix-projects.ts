import { type Permission, permissionsOf } from '@kazi/shared/auth/permissions';
import type { Role } from '@kazi/shared/auth/roles';
import type { FastifyInstance } from 'fastify';
import { addParticipant, createProject, type ProjectRow } from '../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../db/factories/users.ts';
import type { MatrixContext, MatrixRequest } from './matrix.ts';
import type { Caller } from './routes.ts';

/** An id no record has. */
export const MISSING = 2_000_000_000;

/**
 * The projects the project-scoped matrix sections share (projects, team, documents, planning),
 * made once per app. Every role has a project of its own, held as that role would hold one: the
 * client owns (and created) it, the client manager and the support officer fill its cm and cso
 * slots, every other role is an accepted team member. A stranger's project, with a team of its
 * own, is part of no matrix user's work.
 */
export interface MatrixProjects {
  home: ReadonlyMap<Role, ProjectRow>;
  foreign: ProjectRow;
  /** A developer on the foreign project's team, who is no matrix user. */
  stranger: UserRow;
}

/** The project of the caller's own (anonymous callers try the admin's). */
export function homeOf(projects: MatrixProjects, caller: Caller): ProjectRow {
  return projects.home.get(caller === 'anonymous' ? 'admin' : caller) as ProjectRow;
}

export const holds = (caller: Caller, permission: Permission): boolean =>
  caller !== 'anonymous' && permissionsOf([caller]).includes(permission);

/** The id a section's setup made under `key` (a typo would otherwise send id 1). */
function idOf(ids: Record<string, number>, key: string): number {
  const id = ids[key];
  if (id === undefined) throw new Error(`the matrix setup made no ${key}`);
  return id;
}

type Body = Record<string, unknown>;

/** The request on the record the setups made under `key` for the caller. */
export const onRecord =
  (key: string, body?: Body) =>
  ({ ids }: MatrixContext): MatrixRequest => ({ kind: 'json', params: { id: idOf(ids, key) }, body });

/**
 * The request on the stranger's record under `key`, out of the caller's reach; a caller who
 * opens every project (`projects.view_all`) reaches it, so for them a record that does not exist.
 */
export const outOfReach =
  (key: string, body?: Body) =>
  ({ caller, ids }: MatrixContext): MatrixRequest => ({
    kind: 'json',
    params: { id: holds(caller, 'projects.view_all') ? MISSING : idOf(ids, key) },
    body,
  });

const made = new WeakMap<FastifyInstance, Promise<MatrixProjects>>();

export function matrixProjects(
  app: FastifyInstance,
  users: ReadonlyMap<Role, UserRow>,
): Promise<MatrixProjects> {
  let projects = made.get(app);
  if (!projects) {
    projects = makeProjects(app, users);
    made.set(app, projects);
  }
  return projects;
}

/** The client-side roles hold their project by a slot; every other role joins its team. */
const SLOTS: Partial<Record<Role, (userId: number) => Parameters<typeof createProject>[1]>> = {
  client: (userId) => ({ ownerId: userId, createdById: userId }),
  client_manager: (userId) => ({ cmId: userId }),
  client_support_officer: (userId) => ({ csoId: userId }),
};

async function makeProjects(
  app: FastifyInstance,
  users: ReadonlyMap<Role, UserRow>,
): Promise<MatrixProjects> {
  const home = new Map<Role, ProjectRow>();
  for (const [role, user] of users) {
    const slot = SLOTS[role]?.(user.id);
    const project = await createProject(app.db, { title: `Matrix ${role}`, ...slot });
    if (!slot) await addParticipant(app.db, project.id, user.id, { status: 'accepted' });
    home.set(role, project);
  }
  const owner = await createUserWithRole(app.db, 'client');
  const foreign = await createProject(app.db, {
    title: 'Matrix stranger',
    ownerId: owner.id,
    createdById: owner.id,
  });
  const stranger = await createUserWithRole(app.db, 'developer');
  await addParticipant(app.db, foreign.id, stranger.id, { status: 'accepted' });
  return { home, foreign, stranger };
}
