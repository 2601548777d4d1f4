import type { Role } from '@kazi/shared/auth/roles';
import { twoFactorRequiredFor } from '@kazi/shared/auth/two-factor';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  findInstallationSetting,
  type InstallationSettingRow,
  saveInstallationSetting,
  userIdsJoinedBy,
} from './setting.repository.ts';

/**
 * The row the demo seed writes: this database is the demo workspace, and the demo's own accounts
 * (their ids in `value`) sign in with a password. Anyone added later meets the requirement.
 */
const DEMO_TWO_FACTOR_SETTING = 'require_two_factor_for_admins';

export interface TwoFactorRequirement {
  /** Admins and pay admins must have a second factor before any other route answers them. */
  requiredForAdmins: boolean;
  /** Why: REQUIRE_TWO_FACTOR_FOR_ADMINS, the default (on), or the demo seed's setting. */
  source: 'setting' | 'default' | 'demo';
  /** The demo's seeded accounts, exempt from the requirement (demo only). */
  exemptUserIds: readonly number[];
}

/** Whether this person must have a second factor (their role, the setting, no demo exemption). */
export function requiresTwoFactor(
  requirement: TwoFactorRequirement,
  person: { id: number; roles: readonly Role[] },
): boolean {
  return (
    !requirement.exemptUserIds.includes(person.id) &&
    twoFactorRequiredFor(person.roles, requirement.requiredForAdmins)
  );
}

/**
 * The demo's exempt accounts from the setting's value (`{"exempt_user_ids": […]}`). A row written
 * before the ids were kept holds a sentence: then the accounts that existed when it was written.
 */
async function exemptIds(db: Db, row: InstallationSettingRow): Promise<number[]> {
  try {
    const ids = (JSON.parse(row.value) as { exempt_user_ids?: unknown }).exempt_user_ids;
    if (Array.isArray(ids)) return ids.filter((id): id is number => Number.isInteger(id));
  } catch {
    // the sentence of an older demo seed: fall through
  }
  return userIdsJoinedBy(db, row.updatedAt);
}

/** REQUIRE_TWO_FACTOR_FOR_ADMINS when set; unset, on, but for the demo seed's own accounts. */
export async function resolveTwoFactorRequirement(
  db: Db,
  config: Pick<Config, 'requireTwoFactorForAdmins'>,
): Promise<TwoFactorRequirement> {
  if (config.requireTwoFactorForAdmins !== null) {
    return { requiredForAdmins: config.requireTwoFactorForAdmins, source: 'setting', exemptUserIds: [] };
  }
  const row = await findInstallationSetting(db, DEMO_TWO_FACTOR_SETTING);
  return row
    ? { requiredForAdmins: true, source: 'demo', exemptUserIds: await exemptIds(db, row) }
    : { requiredForAdmins: true, source: 'default', exemptUserIds: [] };
}

/** The demo seed's part: the demo's own accounts keep signing in with their password alone. */
export async function exemptDemoAccounts(db: Db, userIds: readonly number[]): Promise<void> {
  const value = JSON.stringify({ exempt_user_ids: [...userIds].sort((a, b) => a - b) });
  await saveInstallationSetting(db, DEMO_TWO_FACTOR_SETTING, value);
}

const DEMO_TWO_FACTOR_WARNING =
  'Demo workspace: the demo’s own admins and pay admins may sign in without a second factor here; ' +
  'any admin or pay admin added later must set one up. Set REQUIRE_TWO_FACTOR_FOR_ADMINS=1 to require ' +
  'it of the demo accounts too (docs/decisions/019-two-factor-and-sessions.md).';

/** Says at start that the demo's accounts are exempt; answers whether it warned. */
export function warnIfTwoFactorOff(
  requirement: TwoFactorRequirement,
  log: { warn: (message: string) => void },
): boolean {
  if (requirement.source !== 'demo' || requirement.exemptUserIds.length === 0) return false;
  log.warn(DEMO_TWO_FACTOR_WARNING);
  return true;
}
