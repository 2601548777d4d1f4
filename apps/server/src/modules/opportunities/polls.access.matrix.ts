import type { Role } from '@kazi/shared/auth/roles';
import { askCandidate } from '../../db/factories/interest-polls.ts';
import { createProject } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixContext, MatrixRequest, MatrixSection } from '../../test/matrix.ts';
import { holds, MISSING } from '../../test/matrix-projects.ts';
import { signedIn, succeeds } from '../../test/routes.ts';

/**
 * Availability polls (ADR 031). Anyone signed in may have been asked about an opportunity, so
 * every role answers its own poll (each caller is asked on an opportunity of its own); someone
 * else's poll, or an opportunity the caller was never asked about, is 404 for everyone.
 */
const EVERYONE = succeeds(signedIn(), 200);

const idOf = (ids: Record<string, number>, key: string) => {
  const id = ids[key];
  if (id === undefined) throw new Error(`the matrix setup made no ${key}`);
  return id;
};

const answer =
  (projectKey: string) =>
  ({ ids, user }: MatrixContext): MatrixRequest => ({
    kind: 'json',
    body: { project: { id: idOf(ids, projectKey) }, user: { id: user?.id ?? MISSING }, status: 'interested' },
  });

export const interestPollsMatrix: MatrixSection = {
  expected: {
    'GET /api/interest-polls/': EVERYONE,
    'POST /api/interest-polls/': EVERYONE,
    'PATCH /api/interest-polls/:id/': EVERYONE,
  },
  requests: {
    'GET /api/interest-polls/': () => ({ kind: 'json', query: 'mine=true' }),
    'POST /api/interest-polls/': answer('pollProjectId'),
    'PATCH /api/interest-polls/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: idOf(ids, 'pollId') },
      body: { status: 'uninterested' },
    }),
  },
  unreachable: {
    // Staff who open every project see any opportunity's polls: for them, one that does not exist.
    'GET /api/interest-polls/': ({ caller, ids }) => ({
      kind: 'json',
      query: `project=${holds(caller, 'projects.view_all') ? MISSING : idOf(ids, 'foreignPollProjectId')}`,
    }),
    'POST /api/interest-polls/': answer('foreignPollProjectId'),
    'PATCH /api/interest-polls/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: idOf(ids, 'foreignPollId') },
      body: { status: 'uninterested' },
    }),
  },
  async setup(app, users) {
    const mine = new Map<Role, { projectId: number; pollId: number }>();
    for (const [role, user] of users) {
      const project = await createProject(app.db, { title: `Matrix poll ${role}`, stage: 'opportunity' });
      const poll = await askCandidate(app.db, project.id, user.id);
      mine.set(role, { projectId: project.id, pollId: poll.id });
    }
    const stranger = await createUserWithRole(app.db, 'developer');
    const foreign = await createProject(app.db, { title: 'Matrix poll stranger', stage: 'opportunity' });
    const foreignPoll = await askCandidate(app.db, foreign.id, stranger.id);
    return (caller) => {
      const own = mine.get(caller === 'anonymous' ? 'admin' : caller);
      return {
        pollProjectId: own?.projectId ?? MISSING,
        pollId: own?.pollId ?? MISSING,
        foreignPollProjectId: foreign.id,
        foreignPollId: foreignPoll.id,
      };
    };
  },
};
