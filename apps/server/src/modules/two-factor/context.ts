import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { SecretBox } from './secret-box.ts';
import { resolveTwoFactorRequirement, type TwoFactorRequirement } from './setting.ts';

export interface TwoFactorContext extends TwoFactorRequirement {
  box: SecretBox;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admins' requirement (read once at start) and the box that seals TOTP secrets. */
    twoFactor: TwoFactorContext;
  }
}

export async function loadTwoFactorContext(
  db: Db,
  config: Config,
  installationSecret: Buffer,
): Promise<TwoFactorContext> {
  const requirement = await resolveTwoFactorRequirement(db, config);
  return { ...requirement, box: new SecretBox(installationSecret) };
}
