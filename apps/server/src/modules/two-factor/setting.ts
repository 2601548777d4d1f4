import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { installationSettings } from '../../db/schema/index.ts';

/** The row the demo seed writes: this database is the demo workspace, admins sign in with a password. */
export const DEMO_TWO_FACTOR_SETTING = {
  name: 'require_two_factor_for_admins',
  value: 'off (demo workspace)',
};

export interface TwoFactorRequirement {
  /** Admins and pay admins must have a second factor before any other route answers them. */
  requiredForAdmins: boolean;
  /** Why: REQUIRE_TWO_FACTOR_FOR_ADMINS, the default (on), or the demo seed's setting (off). */
  source: 'setting' | 'default' | 'demo';
}

/** REQUIRE_TWO_FACTOR_FOR_ADMINS when set; unset, on, unless the demo seed turned it off. */
export async function resolveTwoFactorRequirement(
  db: Db,
  config: Pick<Config, 'requireTwoFactorForAdmins'>,
): Promise<TwoFactorRequirement> {
  if (config.requireTwoFactorForAdmins !== null) {
    return { requiredForAdmins: config.requireTwoFactorForAdmins, source: 'setting' };
  }
  const [row] = await db
    .select()
    .from(installationSettings)
    .where(eq(installationSettings.name, DEMO_TWO_FACTOR_SETTING.name));
  return row ? { requiredForAdmins: false, source: 'demo' } : { requiredForAdmins: true, source: 'default' };
}

/** The demo seed's part: the demo's admins keep signing in with their password alone. */
export async function turnOffTwoFactorForDemo(db: Db): Promise<void> {
  await db.insert(installationSettings).values(DEMO_TWO_FACTOR_SETTING).onConflictDoNothing();
}

export const DEMO_TWO_FACTOR_WARNING =
  'Demo workspace: admins and pay admins may sign in without a second factor here. Set ' +
  'REQUIRE_TWO_FACTOR_FOR_ADMINS=1 to require it (the default on any database the demo seed did not create; ' +
  'docs/decisions/019-two-factor-and-sessions.md).';

/** Says at start that the demo turned the requirement off; answers whether it warned. */
export function warnIfTwoFactorOff(
  requirement: TwoFactorRequirement,
  log: { warn: (message: string) => void },
): boolean {
  if (requirement.source !== 'demo') return false;
  log.warn(DEMO_TWO_FACTOR_WARNING);
  return true;
}
