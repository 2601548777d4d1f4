import { PUBLIC_PROFILE_PATH, type ShareSettings } from '@kazi/shared/share/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { createShareSettings, findShareById, type ShareRow, switchShareLink } from './repository.ts';

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
