import type { Role } from '@kazi/shared/auth/roles';
import {
  createEducation,
  createProfileProject,
  createWork,
  type PeriodOverrides,
} from '../../db/factories/experience.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixContext, MatrixSection } from '../../test/matrix.ts';
import { only, succeeds } from '../../test/routes.ts';

/** Work, education and profile projects: talents only (developers, designers, space leads). */
const talents = only('developer', 'designer', 'space_lead');
const KINDS = ['work', 'education', 'project'] as const;
type Kind = (typeof KINDS)[number];
const PERIOD: PeriodOverrides = { start: [1, 2020], end: [6, 2022] };
const PATCH_BODY: Record<Kind, Record<string, string>> = {
  work: { position: 'Matrix engineer' },
  education: { award: 'Matrix diploma' },
  project: { title: 'Matrix project' },
};

async function entriesOf(app: Parameters<NonNullable<MatrixSection['setup']>>[0], userId: number) {
  const db = app.db;
  const work = await createWork(db, userId, { company: 'Matrix', position: 'Dev', details: 'x', ...PERIOD });
  const education = await createEducation(db, userId, { institution: 'Matrix', award: 'BSc', ...PERIOD });
  const project = await createProfileProject(db, userId, { title: 'Matrix', ...PERIOD });
  return { work: work.id, education: education.id, project: project.id };
}

const own = (kind: Kind, body?: Record<string, string>) => (ctx: MatrixContext) => ({
  kind: 'json' as const,
  params: { id: ctx.ids[`experience_${kind}Id`] ?? 1 },
  ...(body ? { body } : {}),
});
const foreign = (kind: Kind, body?: Record<string, string>) => (ctx: MatrixContext) => ({
  kind: 'json' as const,
  params: { id: ctx.ids[`experience_foreign_${kind}Id`] ?? 1 },
  ...(body ? { body } : {}),
});

/** Each talent edits and deletes an entry of their own; another person's is 404. */
export const experienceMatrix: MatrixSection = {
  expected: Object.fromEntries(
    KINDS.flatMap((kind) => [
      [`GET /api/me/${kind}/`, talents],
      [`POST /api/me/${kind}/`, talents],
      [`PATCH /api/me/${kind}/:id/`, succeeds(talents, 200)],
      [`DELETE /api/me/${kind}/:id/`, succeeds(talents, 204)],
    ]),
  ),
  requests: Object.fromEntries(
    KINDS.flatMap((kind) => [
      [`PATCH /api/me/${kind}/:id/`, own(kind, PATCH_BODY[kind])],
      [`DELETE /api/me/${kind}/:id/`, own(kind)],
    ]),
  ),
  unreachable: Object.fromEntries(
    KINDS.flatMap((kind) => [
      [`PATCH /api/me/${kind}/:id/`, foreign(kind, PATCH_BODY[kind])],
      [`DELETE /api/me/${kind}/:id/`, foreign(kind)],
    ]),
  ),
  async setup(app, users) {
    const stranger = await createUserWithRole(app.db, 'developer');
    const foreignIds = await entriesOf(app, stranger.id);
    const mine = new Map<Role, Record<Kind, number>>();
    for (const role of ['developer', 'designer', 'space_lead'] as const) {
      const user = users.get(role);
      if (user) mine.set(role, await entriesOf(app, user.id));
    }
    const prefixed = (ids: Record<Kind, number>, prefix: string) =>
      Object.fromEntries(KINDS.map((kind) => [`${prefix}${kind}Id`, ids[kind]]));
    return (caller) => ({
      ...prefixed(foreignIds, 'experience_foreign_'),
      ...(caller !== 'anonymous' && mine.has(caller)
        ? prefixed(mine.get(caller) as Record<Kind, number>, 'experience_')
        : {}),
    });
  },
};
