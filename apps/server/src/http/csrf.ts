import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

/**
 * Signed double-submit tokens (OWASP): `nonce.mac`, where mac = HMAC(secret, nonce | binding)
 * and binding is the session id, or "anonymous" before login. A token from another session,
 * or one minted by an attacker without the secret, fails verification.
 */
export class CsrfTokens {
  // A key object made once: an HMAC keyed by a Buffer makes one on every call (Node 24: 12 µs
  // against 2, on every request).
  private readonly key: KeyObject;

  constructor(secret: Buffer) {
    this.key = createSecretKey(secret);
  }

  issue(binding: string): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.mac(nonce, binding)}`;
  }

  verify(token: string | undefined, binding: string): boolean {
    if (!token || token.length > 200) return false;
    const [nonce, mac, ...rest] = token.split('.');
    if (!nonce || !mac || rest.length) return false;
    const expected = Buffer.from(this.mac(nonce, binding));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(nonce: string, binding: string): string {
    return createHmac('sha256', this.key).update(`${nonce}|${binding}`).digest('base64url');
  }
}
