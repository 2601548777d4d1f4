import { formatHours, hoursNumber } from '@kazi/shared/hours/hours';
import { format, MESSAGES } from '@kazi/shared/messages';
import type { ActivityPerson } from '@kazi/shared/project-core/activity';
import { canJoinTeam, fitsSlot, todayIso } from '@kazi/shared/team/rules';
import type { TeamMember } from '@kazi/shared/team/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { notify } from '../notifications/notify.ts';
import { recordProjectActivities, recordProjectActivity } from '../project-core/index.ts';
import { inviteMail } from './mail.ts';
import { displayName, findPeople, type ParticipationRow, type Person } from './repository.ts';
import {
  findProjectById,
  findTeamUserIds,
  insertParticipations,
  insertRates,
  setProjectSlotColumns,
} from './writes.repository.ts';

const T = MESSAGES.team;

/** `{ id, display_name }` as activity data keeps a person. */
export const activityPerson = (person: Person): ActivityPerson => ({
  id: person.id,
  display_name: displayName(person),
});

async function loadProject(tx: Db, projectId: number) {
  const project = await findProjectById(tx, projectId);
  if (!project) throw AppError.notFound();
  return project;
}

export interface AddParticipantsInput {
  projectId: number;
  actorId: number;
  members: readonly TeamMember[];
  /** When the first rates apply; a member's own `effectiveFrom` wins; today by default. */
  effectiveFrom?: string;
  /** The body key the members came from, for field errors (`participation.0.user`). */
  field?: string;
  /** Index of each member in the request body (defaults to its position in `members`). */
  indexes?: readonly number[];
  requestId?: string | null;
}

/**
 * Adds people to a project's team, inside the caller's transaction: a `pending` participation
 * each, its first effective-dated rate row, one `developers_added` activity row and an
 * invitation per person (in their bell and mailed, through the notification seam). Refuses, as field errors,
 * people who cannot join a team and people already on it. Call `deliverSoon(app)` after commit.
 */
export async function addParticipants(
  tx: Db,
  app: FastifyInstance,
  input: AddParticipantsInput,
): Promise<ParticipationRow[]> {
  if (!input.members.length) return [];
  const field = input.field ?? 'participation';
  const project = await loadProject(tx, input.projectId);
  const people = await findPeople(tx, [...input.members.map((m) => m.userId), input.actorId]);
  const onTeam = await findTeamUserIds(tx, input.projectId);

  const errors: Record<string, string[]> = {};
  input.members.forEach((member, position) => {
    const index = input.indexes?.[position] ?? position;
    const person = people.get(member.userId);
    if (!person || !canJoinTeam(person)) errors[`${field}.${index}.user`] = [T.developerOnlyTalents];
    else if (onTeam.has(member.userId)) errors[`${field}.${index}.user`] = [T.duplicateMember];
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);

  const rows = await insertParticipations(
    tx,
    input.members.map((member) => ({
      projectId: input.projectId,
      userId: member.userId,
      status: 'pending' as const,
      createdById: input.actorId,
    })),
  );
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  const today = todayIso();
  await insertRates(
    tx,
    input.members.map((member) => ({
      participationId: (byUser.get(member.userId) as ParticipationRow).id,
      effectiveFrom: member.effectiveFrom ?? input.effectiveFrom ?? today,
      hoursPerWeek: formatHours(member.weeklyHundredths),
      payoutRateMinor: member.payoutRateMinor,
      clientRateMinor: member.clientRateMinor,
      createdById: input.actorId,
    })),
  );
  const invitees = input.members.map((member) => people.get(member.userId) as Person);
  await recordProjectActivity(tx, {
    projectId: input.projectId,
    actorId: input.actorId,
    action: 'developers_added',
    data: { users: invitees.map(activityPerson) },
  });
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'participation.invited',
    targetType: 'project',
    targetId: input.projectId,
    after: rows.map((row) => ({ participation: row.id, user: row.userId, status: row.status })),
    requestId: input.requestId ?? null,
  });
  const actor = people.get(input.actorId);
  const invitedBy = actor ? displayName(actor) : 'Kazi';
  await notify(
    app,
    tx,
    { actorId: input.actorId, mailLimit: 'team_invite' },
    input.members.map((member) => {
      const invitee = people.get(member.userId) as Person;
      return {
        recipient: invitee,
        kind: 'team_invite',
        subject: format(MESSAGES.notifications.subjects.team_invite, { project: project.title }),
        link: `/projects/${project.id}/accept_invite`,
        key: `participation:${(byUser.get(member.userId) as ParticipationRow).id}:invited`,
        mail: inviteMail(app.config, project, invitee, invitedBy, hoursNumber(member.weeklyHundredths)),
      };
    }),
  );
  return rows;
}

export interface SetSlotsInput {
  projectId: number;
  actorId: number;
  /** `{ id }` fills the slot, null empties it, undefined leaves it as it is. */
  owner?: { id: number } | null;
  cm?: { id: number } | null;
  cso?: { id: number } | null;
  requestId?: string | null;
}

const SLOT_COLUMN = { owner: 'ownerId', cm: 'cmId', cso: 'csoId' } as const;
const SLOT_ACTIONS = {
  owner: { added: 'project_owner_added', removed: 'project_owner_removed' },
  cm: { added: 'cm_added', removed: 'cm_removed' },
  cso: { added: 'cso_added', removed: 'cso_removed' },
} as const;

const SLOT_MESSAGE = { owner: T.ownerOnlyClients, cm: T.cmOnlyManagers, cso: T.csoOnlySupport } as const;

/**
 * Fills or empties the owner, cm and cso slots, inside the caller's transaction.
 * Each change records `<slot>_removed` for the person who leaves and `<slot>_added` for the one
 * who comes, plus one audit row. Policy (who may set which slot) is the caller's.
 */
export async function setProjectSlots(tx: Db, _app: FastifyInstance, input: SetSlotsInput): Promise<void> {
  const project = await loadProject(tx, input.projectId);
  const slots = (['owner', 'cm', 'cso'] as const).filter((slot) => input[slot] !== undefined);
  const wanted = slots.map((slot) => input[slot]?.id).filter((id): id is number => id !== undefined);
  const current = slots.map((slot) => project[SLOT_COLUMN[slot]]).filter((id): id is number => id !== null);
  const people = await findPeople(tx, [...wanted, ...current]);

  const errors: Record<string, string[]> = {};
  for (const slot of slots) {
    const id = input[slot]?.id;
    if (id !== undefined && id !== project[SLOT_COLUMN[slot]] && !fitsSlot(slot, people.get(id))) {
      errors[slot] = [SLOT_MESSAGE[slot]];
    }
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);

  const changes: Partial<Record<'ownerId' | 'cmId' | 'csoId', number | null>> = {};
  const entries: Parameters<typeof recordProjectActivities>[1][number][] = [];
  for (const slot of slots) {
    const before = project[SLOT_COLUMN[slot]];
    const after = input[slot]?.id ?? null;
    if (before === after) continue;
    changes[SLOT_COLUMN[slot]] = after;
    const leaving = before === null ? undefined : people.get(before);
    const coming = after === null ? undefined : people.get(after);
    const base = { projectId: input.projectId, actorId: input.actorId };
    if (leaving)
      entries.push({ ...base, action: SLOT_ACTIONS[slot].removed, data: { user: activityPerson(leaving) } });
    if (coming)
      entries.push({ ...base, action: SLOT_ACTIONS[slot].added, data: { user: activityPerson(coming) } });
  }
  if (!Object.keys(changes).length) return;
  await setProjectSlotColumns(tx, input.projectId, changes);
  await recordProjectActivities(tx, entries);
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'project.slots_changed',
    targetType: 'project',
    targetId: input.projectId,
    before: Object.fromEntries(
      Object.keys(changes).map((key) => [key, project[key as keyof typeof changes]]),
    ),
    after: changes,
    requestId: input.requestId ?? null,
  });
}

/** A field error's text for a rate change that would re-price the past. */
export const effectiveBeforeLatest = (date: string) => format(T.effectiveBeforeLatest, { date });
