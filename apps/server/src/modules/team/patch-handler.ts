import { can } from '@kazi/shared/auth/permissions';
import { MESSAGES } from '@kazi/shared/messages';
import { todayIso } from '@kazi/shared/team/rules';
import type { TeamMember } from '@kazi/shared/team/schemas';
import { AppError } from '../../http/errors.ts';
import { findProjectRow, type ProjectPatchHandler } from '../project-core/index.ts';
import { assertOwnerInCompany } from './owner-company.repository.ts';
import { addParticipants, setProjectSlots } from './participants.ts';
import { changeRates, type RateChange } from './rates.ts';
import { findMembers } from './repository.ts';

/**
 * The team part of PATCH projects/{id}/: `owner` (owners and admins; an owner
 * or client manager only to a client of the owner's company, ADR 018), `cm` and `cso` (admins only), and `participation`: people not on the team yet are invited (pending,
 * mailed); members listed with other hours or rates get an effective-dated rate row. Only team
 * managers (`project.manage_team`) set rates; the owner and the client manager may invite people
 * with their hours, at rates of 0 that staff then set.
 */
export const teamPatchHandler: ProjectPatchHandler = {
  phase: 'parts',
  keys: ['owner', 'cm', 'cso', 'participation'],
  allowed(ctx, body) {
    const abilities = ctx.loaded.abilities;
    if (body.owner !== undefined && !abilities.manage_owner) return false;
    if ((body.cm !== undefined || body.cso !== undefined) && !abilities.manage_cm_cso) return false;
    if (body.participation !== undefined && !abilities.add_members) return false;
    return true;
  },
  async apply(tx, app, ctx, body) {
    const projectId = ctx.loaded.project.id;
    const actorId = ctx.actor.id;
    const slots = { owner: body.owner, cm: body.cm, cso: body.cso };
    if (Object.values(slots).some((value) => value !== undefined)) {
      if (body.owner !== undefined && !can(ctx.actor, 'project.manage_any'))
        await assertOwnerInCompany(tx, ctx.loaded.project.ownerId, body.owner?.id ?? null);
      await setProjectSlots(tx, app, { projectId, actorId, ...slots, requestId: ctx.requestId });
      const row = await findProjectRow(tx, projectId);
      if (row) ctx.replaceProject(row);
    }
    if (!body.participation?.length) return;

    const setsRates = ctx.loaded.abilities.manage_team;
    const today = todayIso();
    const members = await findMembers(tx, projectId);
    const byUser = new Map(members.map((m) => [m.participation.userId, m.participation]));
    const added: TeamMember[] = [];
    const addedIndexes: number[] = [];
    const changes: RateChange[] = [];
    body.participation.forEach((member, index) => {
      const participation = byUser.get(member.userId);
      if (participation) changes.push({ member, participation, index });
      else {
        added.push(member);
        addedIndexes.push(index);
      }
    });
    if (!setsRates) {
      // Owners and client managers invite people; hours, rates and dates are staff's.
      const errors: Record<string, string[]> = {};
      for (const [position, member] of added.entries()) {
        if (member.payoutRateMinor || member.clientRateMinor) throw AppError.forbidden();
        if (member.effectiveFrom && member.effectiveFrom < today) {
          errors[`participation.${addedIndexes[position]}.effective_from`] = [
            MESSAGES.team.effectivePastStaffOnly,
          ];
        }
      }
      if (Object.keys(errors).length) throw AppError.validation(errors);
    }
    await addParticipants(tx, app, {
      projectId,
      actorId,
      members: added,
      indexes: addedIndexes,
      requestId: ctx.requestId,
    });
    // Listing a member unchanged is fine for anyone; changing them needs `project.manage_team`.
    await changeRates(tx, app, {
      project: ctx.loaded.project,
      actorId,
      changes,
      canBackdate: can(ctx.actor, 'project.manage_team'),
      allowed: setsRates,
      requestId: ctx.requestId,
    });
  },
};
