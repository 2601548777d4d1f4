import { SHARE_LIFETIME_DAYS } from '@kazi/shared/opportunities/rules';
import { hashPassword } from '../../modules/auth/password.ts';
import { hashLinkSecret } from '../../modules/auth/secrets.ts';
import type { Db } from '../client.ts';
import { shortlistEntries, shortlistShares } from '../schema/index.ts';

/** People on an opportunity's current shortlist (tests and the demo seed). */
export async function shortlistPeople(
  db: Db,
  projectId: number,
  userIds: readonly number[],
  addedById: number | null = null,
): Promise<void> {
  if (!userIds.length) return;
  await db.insert(shortlistEntries).values(userIds.map((userId) => ({ projectId, userId, addedById })));
}

export interface ShareFixture {
  projectId: number;
  /** The link's secret (43 base64url characters); only its hash is stored. */
  token: string;
  password: string;
  email?: string;
  message?: string;
  createdById?: number | null;
  expiresAt?: Date;
  revokedAt?: Date | null;
}

/** A shortlist shared with a client, as send-email/ stores it (secret and password hashed). */
export async function createShortlistShare(db: Db, fixture: ShareFixture) {
  const [row] = await db
    .insert(shortlistShares)
    .values({
      projectId: fixture.projectId,
      email: fixture.email ?? 'client@example.test',
      message: fixture.message ?? 'Here are the candidates we talked about.',
      tokenHash: hashLinkSecret(fixture.token),
      passwordHash: await hashPassword(fixture.password),
      expiresAt: fixture.expiresAt ?? new Date(Date.now() + SHARE_LIFETIME_DAYS * 86_400_000),
      revokedAt: fixture.revokedAt ?? null,
      createdById: fixture.createdById ?? null,
    })
    .returning();
  if (!row) throw new Error('shortlist share insert returned nothing');
  return row;
}
