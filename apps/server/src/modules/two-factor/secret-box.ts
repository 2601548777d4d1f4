import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts TOTP secrets at rest (AES-256-GCM). The key is derived (HKDF-SHA256) from the
 * installation secret, SESSION_SECRET when set: a copy of the database alone then reveals no
 * authenticator (ADR 019). The user id is authenticated data, so a secret copied onto another
 * person's row does not decrypt.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(installationSecret: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', installationSecret, 'kazi', 'two-factor secrets v1', 32));
  }

  seal(plain: string, userId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(String(userId)));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it cannot be read (another key, another row, a damaged value). */
  open(sealed: string, userId: number): string | null {
    const [version, iv, data, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !data || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(String(userId)));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
