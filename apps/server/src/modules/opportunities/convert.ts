import { MESSAGES } from '@kazi/shared/messages';
import type { ConvertCandidatesOut } from '@kazi/shared/opportunities/convert';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { displayNameOf, loadProjectForActor, type ProjectPatchHandler } from '../project-core/index.ts';
import { avatarUrl } from '../users/presenter.ts';
import { availableOnShortlist, findConvertCandidates, onTeam } from './convert.repository.ts';

/**
 * Convert to Project with people (ADR 031): when `PATCH projects/{id}/` names people in
 * `participation` on an opportunity (turning it active, or ahead of that), each person not on the team yet
 * must be on the opportunity's current shortlist with an `interested` answer; otherwise 400 on
 * `participation.{i}.user` for every such row, before anything is written (this handler runs in
 * the `fields` phase, before the team adds the people and before the stage changes, all in the
 * request's one transaction). The team's handler then adds them as pending and mails their
 * invitations; the shortlist rows stay.
 */
export const convertPatchHandler: ProjectPatchHandler = {
  phase: 'fields',
  keys: ['stage', 'participation'],
  // The stage's and the team's own handlers check who may convert and who may add members.
  allowed: () => true,
  async apply(tx, _app, ctx, body) {
    // On an opportunity, whether converting now or adding people ahead of it: the same rule.
    if (ctx.loaded.project.stage !== 'opportunity' || !body.participation?.length) return;
    const projectId = ctx.loaded.project.id;
    const ids = body.participation.map((member) => member.userId);
    const [available, members] = await Promise.all([
      availableOnShortlist(tx, projectId, ids),
      onTeam(tx, projectId, ids),
    ]);
    const errors: Record<string, string[]> = {};
    body.participation.forEach((member, index) => {
      if (!members.has(member.userId) && !available.has(member.userId))
        errors[`participation.${index}.user`] = [MESSAGES.convert.onlyAvailable];
    });
    if (Object.keys(errors).length) throw AppError.validation(errors);
  },
};

/**
 * GET projects/{id}/convert-candidates/ (`opportunity.manage`): the people who may join the team
 * at conversion. 404 outside the caller's projects; 404 once the project is no opportunity (a read).
 */
export async function convertCandidates(
  db: Db,
  actor: SessionActor,
  projectId: number,
): Promise<ConvertCandidatesOut> {
  const loaded = await loadProjectForActor(db, actor, projectId);
  if (loaded.project.stage !== 'opportunity') throw AppError.notFound();
  const rows = await findConvertCandidates(db, projectId);
  return {
    results: rows.map((row) => ({
      id: row.id,
      display_name: displayNameOf(row),
      avatar_url: avatarUrl(row.avatarFileId),
    })),
  };
}
