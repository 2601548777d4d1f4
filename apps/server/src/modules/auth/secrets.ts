import { createHash, randomBytes } from 'node:crypto';
import { hasSqlState } from '../../db/errors.ts';

/** A one-time secret for a link (invite, reset, set-password): 256 random bits, URL-safe. */
export function newLinkSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkSecret(token) };
}

/** Only this hash is stored (docs/quality.md, Tokens): a database leak gives no working link. */
export function hashLinkSecret(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Postgres unique violation (23505), as Drizzle wraps it on both engines. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}
