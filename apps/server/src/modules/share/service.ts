import { PUBLIC_PROFILE_PATH, SHARE_KEY_PATTERN, type ShareSettings } from '@kazi/shared/share/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { loadTalentProfile, type TalentRecord } from '../devprofile/talent-profile.ts';
import { type FileRow, findFile } from '../files/repository.ts';
import {
  createShareSettings,
  findOwnShareSettings,
  findShareById,
  findSharedProfileOwner,
  type ShareRow,
  switchShareLink,
} from './repository.ts';

export function presentShareSettings(app: FastifyInstance, row: ShareRow): ShareSettings {
  return {
    id: row.id,
    is_link_enabled: row.isLinkEnabled,
    shared_profile_url: `${app.config.publicUrl}${PUBLIC_PROFILE_PATH}${row.key}`,
    key: row.key,
  };
}

/** One set per user: a second POST answers the first one (200) instead of creating another. */
export async function ensureShareSettings(
  app: FastifyInstance,
  request: FastifyRequest,
  enabled: boolean,
): Promise<{ settings: ShareSettings; created: boolean }> {
  const actor = requireActor(request);
  return app.db.transaction(async (tx) => {
    const { row, created } = await createShareSettings(tx, actor.id, enabled);
    if (created) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'share_link.created',
        targetType: 'share_settings',
        targetId: row.id,
        after: { is_link_enabled: row.isLinkEnabled },
        requestId: request.id,
      });
    }
    return { settings: presentShareSettings(app, row), created };
  });
}

/**
 * Switches the link on or off: a conditional update with its audit row. Asking for the state it is
 * already in changes nothing and answers the settings as they are.
 */
export async function setShareLink(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  enabled: boolean,
): Promise<ShareSettings> {
  const actor = requireActor(request);
  return app.db.transaction(async (tx) => {
    const changed = await switchShareLink(tx, actor.id, id, enabled);
    if (!changed) {
      const current = await findShareById(tx, actor.id, id);
      if (!current) throw AppError.notFound();
      return presentShareSettings(app, current);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: enabled ? 'share_link.enabled' : 'share_link.disabled',
      targetType: 'share_settings',
      targetId: changed.id,
      before: { is_link_enabled: !enabled },
      after: { is_link_enabled: enabled },
      requestId: request.id,
    });
    return presentShareSettings(app, changed);
  });
}

/** The person's share settings (404 before they made them). */
export async function findOwnSettings(db: Db, userId: number): Promise<ShareRow> {
  const row = await findOwnShareSettings(db, userId);
  if (!row) throw AppError.notFound();
  return row;
}

/** The owner of an enabled link, or 404 (malformed keys never reach the database). */
async function sharedOwner(db: Db, key: string) {
  const owner = SHARE_KEY_PATTERN.test(key) ? await findSharedProfileOwner(db, key) : null;
  if (!owner) throw AppError.notFound();
  return owner;
}

/** The profile behind an enabled link, and whether it has an avatar; 404 otherwise. */
export async function findSharedProfile(
  db: Db,
  key: string,
): Promise<{ record: TalentRecord; hasAvatar: boolean }> {
  const owner = await sharedOwner(db, key);
  const record = await loadTalentProfile(db, owner.userId);
  if (!record) throw AppError.notFound();
  return { record, hasAvatar: Boolean(owner.avatarFileId) };
}

/** The avatar image of the profile behind an enabled link; 404 whenever the profile is, or it has none. */
export async function findSharedAvatar(db: Db, key: string): Promise<FileRow> {
  const owner = await sharedOwner(db, key);
  const row = owner.avatarFileId ? await findFile(db, owner.avatarFileId) : null;
  if (!row?.mimeType.startsWith('image/')) throw AppError.notFound();
  return row;
}
