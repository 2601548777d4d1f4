import { createHash, randomBytes } from 'node:crypto';

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
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
