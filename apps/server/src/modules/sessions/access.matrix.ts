import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createUserWithRole } from '../../db/factories/users.ts';
import { sessions } from '../../db/schema/index.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { signedIn, succeeds } from '../../test/routes.ts';
import { createSession } from '../auth/sessions.repository.ts';

/** Public ids of the sessions the setup opened, by a number the matrix context can carry. */
const publicIds = new Map<number, string>();

async function otherSession(app: FastifyInstance, userId: number): Promise<number> {
  const { id } = await createSession(app.db, userId, app.config.session, {
    ip: '198.51.100.9',
    userAgent: 'Matrix device',
  });
  const [row] = await app.db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.id, id));
  const index = publicIds.size + 1;
  publicIds.set(index, row?.publicId as string);
  return index;
}

/** Each person signs out one of their other sessions (204); someone else's is 404. */
export const sessionsMatrix: MatrixSection = {
  expected: {
    'GET /api/me/sessions/': signedIn(),
    'DELETE /api/me/sessions/:id/': succeeds(signedIn(), 204),
    'POST /api/me/sessions/sign-out-others/': signedIn(),
  },
  requests: {
    'DELETE /api/me/sessions/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: publicIds.get(ids.otherSession ?? 0) ?? '00000000-0000-4000-8000-000000000000' },
    }),
  },
  unreachable: {
    'DELETE /api/me/sessions/:id/': ({ ids }) => ({
      kind: 'json',
      params: { id: publicIds.get(ids.foreignSession as number) as string },
    }),
  },
  async setup(app, users) {
    const own = new Map<string, number>();
    for (const [role, user] of users) own.set(role, await otherSession(app, user.id));
    const foreignSession = await otherSession(app, (await createUserWithRole(app.db, 'developer')).id);
    return (caller) => {
      const otherSessionIndex = caller === 'anonymous' ? undefined : own.get(caller);
      return { foreignSession, ...(otherSessionIndex ? { otherSession: otherSessionIndex } : {}) };
    };
  },
};
