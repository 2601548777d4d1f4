import type { Role } from '@kazi/shared/auth/roles';
import { MESSAGES } from '@kazi/shared/messages';
import {
  type EmailSwitch,
  emailSwitchesFor,
  type SettingsPatch,
  SWITCH_DEFAULTS,
  type SwitchValue,
  type UserSettings,
} from '@kazi/shared/privacy/switches';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { findSwitches, upsertSwitches } from './repository.ts';

/** The switches this person has (by role), each as stored or its default. One statement. */
export async function readSettings(db: Db, userId: number, roles: readonly Role[]): Promise<UserSettings> {
  const rows = await findSwitches(db, userId);
  const stored = new Map(rows.map((row) => [row.name, row.enabled]));
  const switches: Partial<Record<EmailSwitch, SwitchValue>> = {};
  for (const name of emailSwitchesFor(roles)) {
    const value = stored.get(name);
    switches[name] = value === undefined ? SWITCH_DEFAULTS[name] : value ? 'on' : 'off';
  }
  return { switches };
}

/** PATCH me/settings/: the sent switches (only those the role has), upserted, with an audit row. */
export async function updateSettings(
  db: Db,
  userId: number,
  roles: readonly Role[],
  patch: SettingsPatch,
  requestId: string,
): Promise<UserSettings> {
  const allowed = new Set(emailSwitchesFor(roles));
  const entries = Object.entries(patch.switches) as [EmailSwitch, SwitchValue][];
  const refused = entries.filter(([name]) => !allowed.has(name));
  if (refused.length) {
    throw AppError.validation(
      Object.fromEntries(refused.map(([name]) => [`switches.${name}`, [MESSAGES.profile.notForRole]])),
    );
  }
  if (entries.length) {
    await db.transaction(async (tx) => {
      await upsertSwitches(
        tx,
        userId,
        entries.map(([name, value]) => ({ name, enabled: value === 'on' })),
      );
      await recordAudit(tx, {
        actorId: userId,
        action: 'settings.update',
        targetType: 'user',
        targetId: userId,
        after: { switches: patch.switches },
        requestId,
      });
    });
  }
  return readSettings(db, userId, roles);
}
