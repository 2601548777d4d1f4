import { randomBytes } from 'node:crypto';
import type { Role } from '@kazi/shared/auth/roles';
import { createProject } from '../../db/factories/projects.ts';
import { createShortlistShare, shortlistPeople } from '../../db/factories/shortlist-shares.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixContext, MatrixRequest, MatrixSection } from '../../test/matrix.ts';
import { holds, MISSING } from '../../test/matrix-projects.ts';
import { everyone, only, succeeds } from '../../test/routes.ts';

const SHARERS = only('admin', 'staff', 'client_manager');
const PASSWORD = 'matrix-share-password';
const keys = new Map<string, string>();
const newKey = () => randomBytes(32).toString('base64url');

const emailOf = (caller: string) => `matrix-${caller}@client.test`;
const project = (key: string) => (ctx: MatrixContext) => ctx.ids[key] as number;
/** A foreign opportunity for the client manager; for those who open every project, an id nobody has. */
const foreign = (ctx: MatrixContext) =>
  holds(ctx.caller, 'projects.view_all') ? MISSING : (ctx.ids.foreignOpportunityId as number);
const keyed =
  (name: string, extra: Record<string, number> = {}, body?: Record<string, unknown>) =>
  (): MatrixRequest => ({ kind: 'json', params: { key: keys.get(name) as string, ...extra }, body });

/**
 * Shared shortlists (ADR 031). Staff side: admins, staff and client managers, on an opportunity
 * they may open (the client manager's own; a stranger's is 404). The client's side is public: the
 * right password opens the link for anyone; a browser without a view of that link is 403 on the
 * rest (the matrix's clients never unlock the second link), and a revoked link is 404 to everyone.
 */
export const shortlistShareMatrix: MatrixSection = {
  expected: {
    'POST /api/send-email/': succeeds(SHARERS, 201),
    'GET /api/projects/:id/shortlist/shares/': succeeds(SHARERS, 200),
    'POST /api/projects/:id/shortlist/shares/:shareId/revoke/': succeeds(SHARERS, 200),
    'POST /api/shared-shortlists/:key/unlock/': succeeds(everyone(), 200),
    'GET /api/shared-shortlists/:key/': everyone(403),
    'GET /api/shared-shortlists/:key/candidates/:userId/avatar/': everyone(403),
    'POST /api/shared-shortlists/:key/feedback/': everyone(403),
  },
  requests: {
    'POST /api/send-email/': (ctx) => ({
      kind: 'json',
      body: { project: { id: project('opportunityId')(ctx) }, email: emailOf(ctx.caller), message: 'Hello' },
    }),
    'GET /api/projects/:id/shortlist/shares/': (ctx) => ({
      kind: 'json',
      params: { id: project('opportunityId')(ctx) },
    }),
    'POST /api/projects/:id/shortlist/shares/:shareId/revoke/': (ctx) => ({
      kind: 'json',
      params: { id: project('opportunityId')(ctx), shareId: ctx.ids.revocableShareId as number },
    }),
    'POST /api/shared-shortlists/:key/unlock/': keyed('open', {}, { password: PASSWORD }),
    'GET /api/shared-shortlists/:key/': keyed('locked'),
    'GET /api/shared-shortlists/:key/candidates/:userId/avatar/': (ctx) =>
      keyed('locked', { userId: ctx.ids.candidateId as number })(),
    'POST /api/shared-shortlists/:key/feedback/': (ctx) =>
      keyed('locked', {}, { user: { id: ctx.ids.candidateId as number }, answer: 'interested' })(),
  },
  unreachable: {
    'POST /api/send-email/': (ctx) => ({
      kind: 'json',
      body: { project: { id: foreign(ctx) }, email: emailOf(ctx.caller), message: 'Hello' },
    }),
    'GET /api/projects/:id/shortlist/shares/': (ctx) => ({ kind: 'json', params: { id: foreign(ctx) } }),
    'POST /api/projects/:id/shortlist/shares/:shareId/revoke/': (ctx) => ({
      kind: 'json',
      params: { id: foreign(ctx), shareId: ctx.ids.foreignShareId as number },
    }),
    'POST /api/shared-shortlists/:key/unlock/': keyed('revoked', {}, { password: PASSWORD }),
    'GET /api/shared-shortlists/:key/': keyed('revoked'),
    'GET /api/shared-shortlists/:key/candidates/:userId/avatar/': (ctx) =>
      keyed('revoked', { userId: ctx.ids.candidateId as number })(),
    'POST /api/shared-shortlists/:key/feedback/': (ctx) =>
      keyed('revoked', {}, { user: { id: ctx.ids.candidateId as number }, answer: 'interested' })(),
  },
  async setup(app, users) {
    const candidate = await createUserWithRole(app.db, 'developer', { firstName: 'Neema', lastName: 'Juma' });
    const opportunities = new Map<Role, number>();
    const revocable = new Map<Role, number>();
    for (const role of ['admin', 'staff', 'client_manager'] as const) {
      const user = users.get(role);
      const opportunity = await createProject(app.db, {
        title: `Matrix opportunity ${role}`,
        stage: 'opportunity',
        category: 'project',
        ...(role === 'client_manager' && user ? { cmId: user.id } : {}),
      });
      await shortlistPeople(app.db, opportunity.id, [candidate.id]);
      opportunities.set(role, opportunity.id);
      const share = await createShortlistShare(app.db, {
        projectId: opportunity.id,
        token: newKey(),
        password: PASSWORD,
      });
      revocable.set(role, share.id);
    }
    const stranger = await createProject(app.db, {
      title: 'Matrix foreign opportunity',
      stage: 'opportunity',
    });
    await shortlistPeople(app.db, stranger.id, [candidate.id]);
    const foreignShare = await createShortlistShare(app.db, {
      projectId: stranger.id,
      token: newKey(),
      password: PASSWORD,
    });
    for (const [name, revokedAt] of [
      ['open', null],
      ['locked', null],
      ['revoked', new Date()],
    ] as const) {
      const token = newKey();
      keys.set(name, token);
      await createShortlistShare(app.db, { projectId: stranger.id, token, password: PASSWORD, revokedAt });
    }
    const staffOpportunity = opportunities.get('staff') as number;
    return (caller) => {
      const own = caller !== 'anonymous' && opportunities.has(caller);
      return {
        opportunityId: own ? (opportunities.get(caller) as number) : staffOpportunity,
        revocableShareId: own ? (revocable.get(caller) as number) : (revocable.get('staff') as number),
        foreignOpportunityId: stranger.id,
        foreignShareId: foreignShare.id,
        candidateId: candidate.id,
      };
    };
  },
};
