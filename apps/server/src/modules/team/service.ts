import { hoursNumber, storedHours } from '@kazi/shared/hours/hours';
import { MESSAGES } from '@kazi/shared/messages';
import { mayPick } from '@kazi/shared/team/pickers';
import { formatUpdateDays, parseUpdateDays, updateSwitchOn } from '@kazi/shared/team/rules';
import type { ParticipationPatchBody, ProjectTeam } from '@kazi/shared/team/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { loadProjectForActor, recordProjectActivity } from '../project-core/index.ts';
import { activityPerson } from './participants.ts';
import { presentTeam } from './presenter.ts';
import {
  findMembers,
  findParticipationWithProject,
  findPeople,
  findRates,
  type Person,
} from './repository.ts';
import { acceptParticipation, deleteParticipation, updateParticipation } from './writes.repository.ts';

const T = MESSAGES.team;

/** GET projects/{id}/team/: slots, members with rates as the caller may see them; 4 queries. */
export async function getTeam(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
): Promise<ProjectTeam> {
  const loaded = await loadProjectForActor(app.db, actor, projectId);
  const members = await findMembers(app.db, projectId);
  const { ownerId, cmId, csoId } = loaded.project;
  const [rates, slots] = await Promise.all([
    findRates(
      app.db,
      members.map((m) => m.participation.id),
    ),
    findPeople(
      app.db,
      [ownerId, cmId, csoId].filter((id): id is number => id !== null),
    ),
  ]);
  return presentTeam(loaded, members, rates, slots, actor.id, mayPick(actor, 'owner'));
}

export interface ParticipationState {
  id: number;
  status: 'initial' | 'pending' | 'accepted';
  updates_enabled: boolean;
  update_days: string;
  updates_on: boolean;
}

/**
 * PATCH participation/{id}/. Accepting (`status: accepted`) is the invitee's own act, a
 * conditional update from initial or pending (a second accept is 409). Update switch and days
 * are for team managers (`project.manage_team`); the member may set their own only while the
 * participation is still `initial`.
 */
export async function patchParticipation(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  body: ParticipationPatchBody,
  requestId: string,
): Promise<ParticipationState> {
  return app.db.transaction(async (tx) => {
    const found = await findParticipationWithProject(tx, id);
    if (!found) throw AppError.notFound();
    const loaded = await loadProjectForActor(tx, actor, found.project.id, {
      allowPendingInvitee: true,
      forUpdate: true,
    });
    let row = found.participation;
    const own = row.userId === actor.id;
    // A pending invitee sees their own participation only: anyone else's is not there for them.
    if (loaded.inviteOnly && !own) throw AppError.notFound();
    const person = (await findPeople(tx, [row.userId])).get(row.userId) as Person;

    const settings = body.updates_enabled !== undefined || body.update_days !== undefined;
    if (settings) {
      const mayEdit =
        loaded.abilities.manage_team || (own && row.status === 'initial' && !loaded.project.archived);
      if (!mayEdit) throw own ? new AppError('forbidden', T.notInitial) : AppError.forbidden();
    }
    if (body.status === 'accepted') {
      if (!own) throw AppError.forbidden();
      if (loaded.project.archived) throw AppError.conflict(MESSAGES.projects.archivedReadOnly);
    }

    if (settings) {
      const fields: string[] = [];
      const changes: Parameters<typeof updateParticipation>[2] = {};
      if (body.updates_enabled !== undefined && body.updates_enabled !== row.updatesEnabled) {
        changes.updatesEnabled = body.updates_enabled;
        fields.push('updates_enabled');
      }
      if (body.update_days !== undefined) {
        const days = parseUpdateDays(body.update_days) ?? [];
        if (formatUpdateDays(days) !== formatUpdateDays(row.updateDays)) {
          changes.updateDays = days;
          fields.push('update_days');
        }
      }
      if (fields.length) {
        const updated = await updateParticipation(tx, id, changes);
        row = updated ?? row;
        await recordProjectActivity(tx, {
          projectId: row.projectId,
          actorId: actor.id,
          action: 'project_participation_updated',
          data: { user: activityPerson(person), fields },
        });
      }
    }

    if (body.status === 'accepted') {
      const accepted = await acceptParticipation(tx, id);
      if (!accepted) throw AppError.conflict(T.alreadyAccepted);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'participation.accepted',
        targetType: 'participation',
        targetId: id,
        before: { status: row.status },
        after: { status: 'accepted' },
        requestId,
      });
      await recordProjectActivity(tx, {
        projectId: row.projectId,
        actorId: actor.id,
        action: 'developers_accepted_invitation',
        data: { user: activityPerson(person) },
      });
      row = accepted;
    }
    return {
      id: row.id,
      status: row.status,
      updates_enabled: row.updatesEnabled,
      update_days: formatUpdateDays(row.updateDays),
      updates_on: updateSwitchOn(row.updatesEnabled, loaded.project.notificationsDisabled),
    };
  });
}

/**
 * DELETE participation/{id}/ (team managers). The participation goes, and the rate rows that price
 * the hours logged stay (deleteParticipation); the audit row keeps who it was, their status and
 * every rate, and `developers_removed` shows in the feed.
 */
export async function removeParticipation(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  requestId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const found = await findParticipationWithProject(tx, id);
    if (!found) throw AppError.notFound();
    const loaded = await loadProjectForActor(tx, actor, found.project.id, { forUpdate: true });
    if (loaded.project.archived) throw AppError.conflict(MESSAGES.projects.archivedReadOnly);
    if (!loaded.abilities.manage_team) throw AppError.forbidden();
    const rates = await findRates(tx, [id]);
    const removed = await deleteParticipation(
      tx,
      found.participation,
      rates.map(({ rate }) => rate),
    );
    if (!removed) throw AppError.notFound();
    const person = (await findPeople(tx, [removed.userId])).get(removed.userId) as Person;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'participation.removed',
      targetType: 'participation',
      targetId: id,
      before: {
        project: removed.projectId,
        user: removed.userId,
        status: removed.status,
        rates: rates.map(({ rate }) => ({
          effective_from: rate.effectiveFrom,
          hours_per_week: hoursNumber(storedHours(rate.hoursPerWeek)),
          payout_rate_minor: rate.payoutRateMinor,
          client_rate_minor: rate.clientRateMinor,
        })),
      },
      after: null,
      requestId,
    });
    await recordProjectActivity(tx, {
      projectId: removed.projectId,
      actorId: actor.id,
      action: 'developers_removed',
      data: { users: [activityPerson(person)] },
    });
  });
}
