import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { storedSecret } from './secret.repository.ts';

/**
 * The key behind CSRF tokens: SESSION_SECRET when set, else one generated at the first start and
 * kept in the database, so restarts and every process behind a proxy agree on it.
 */
export async function loadInstallationSecret(db: Db, config: Config): Promise<Buffer> {
  if (config.sessionSecret) return createHash('sha256').update(config.sessionSecret).digest();
  const value = await storedSecret(db, 'session', randomBytes(32).toString('base64url'));
  return Buffer.from(value, 'base64url');
}
