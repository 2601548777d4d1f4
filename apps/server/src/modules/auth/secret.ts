import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { installationSecrets } from '../../db/schema/index.ts';

/**
 * The key behind CSRF tokens: SESSION_SECRET when set, else one generated at the first start and
 * kept in the database, so restarts and every process behind a proxy agree on it.
 */
export async function loadInstallationSecret(db: Db, config: Config): Promise<Buffer> {
  if (config.sessionSecret) return createHash('sha256').update(config.sessionSecret).digest();
  await db
    .insert(installationSecrets)
    .values({ name: 'session', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(installationSecrets).where(eq(installationSecrets.name, 'session'));
  if (!row) throw new Error('installation secret missing');
  return Buffer.from(row.value, 'base64url');
}
