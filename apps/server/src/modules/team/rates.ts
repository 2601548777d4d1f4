import { formatHours, hoursNumber, storedHours } from '@kazi/shared/hours/hours';
import { format, MESSAGES } from '@kazi/shared/messages';
import { latestRate, rateOn, todayIso } from '@kazi/shared/team/rules';
import type { TeamMember } from '@kazi/shared/team/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { notify } from '../notifications/notify.ts';
import { recordProjectActivities } from '../project-core/index.ts';
import { activityPerson, effectiveBeforeLatest } from './participants.ts';
import { findPeople, type ParticipationRow, type Person, type RateRow } from './repository.ts';
import { findRateRows, insertRates, rewriteRate } from './writes.repository.ts';

export interface RateChange {
  member: TeamMember;
  participation: ParticipationRow;
  /** The member's index in the request body, for field errors. */
  index: number;
}

export interface ChangeRatesInput {
  project: { id: number; title: string };
  actorId: number;
  changes: readonly RateChange[];
  /** Staff may date a change in the past (never before the latest rate); others from today on. */
  canBackdate: boolean;
  /** False for callers who may not change rates: any real change then answers 403. */
  allowed?: boolean;
  field?: string;
  requestId?: string | null;
}

type RateFields = 'hours_per_week' | 'payout_rate' | 'client_rate';

function changedFields(current: RateRow | null, member: TeamMember): RateFields[] {
  if (!current) return ['hours_per_week', 'payout_rate', 'client_rate'];
  const fields: RateFields[] = [];
  if (storedHours(current.hoursPerWeek) !== member.weeklyHundredths) fields.push('hours_per_week');
  if (current.payoutRateMinor !== member.payoutRateMinor) fields.push('payout_rate');
  if (current.clientRateMinor !== member.clientRateMinor) fields.push('client_rate');
  return fields;
}

const asRule = (row: RateRow) => ({ ...row, effective_from: row.effectiveFrom });

/**
 * Changes members' hours and rates from a date (default today), inside the caller's transaction.
 * Rates are effective-dated: a change adds a row and earlier rows keep pricing what was logged
 * before it. A change may not apply before the member's latest rate (that would re-price a
 * period already priced by it); on the latest rate's own day it corrects that row. Until
 * timesheets exist, "the last approved month" is that latest rate's date (ADR 010).
 * A member whose values equal the rate in effect on that date is left alone; a changed member
 * hears of it in their bell. Returns the number of members changed.
 */
export async function changeRates(tx: Db, app: FastifyInstance, input: ChangeRatesInput): Promise<number> {
  if (!input.changes.length) return 0;
  const projectId = input.project.id;
  const field = input.field ?? 'participation';
  const today = todayIso();
  const ids = input.changes.map((change) => change.participation.id);
  const rows = await findRateRows(tx, ids);
  const ratesOf = (participationId: number) =>
    rows.filter((row) => row.participationId === participationId).map(asRule);

  const errors: Record<string, string[]> = {};
  const planned: {
    change: RateChange;
    effective: string;
    current: RateRow | null;
    latest: RateRow | null;
  }[] = [];
  for (const change of input.changes) {
    const rates = ratesOf(change.participation.id);
    const effective = change.member.effectiveFrom ?? today;
    const current = rateOn(rates, effective);
    if (current && !changedFields(current, change.member).length) continue;
    const latest = latestRate(rates);
    const key = `${field}.${change.index}.effective_from`;
    if (effective < today && !input.canBackdate) errors[key] = [MESSAGES.team.effectivePastStaffOnly];
    else if (latest && effective < latest.effectiveFrom)
      errors[key] = [effectiveBeforeLatest(latest.effectiveFrom)];
    planned.push({ change, effective, current, latest });
  }
  if (planned.length && input.allowed === false) throw AppError.forbidden();
  if (Object.keys(errors).length) throw AppError.validation(errors);
  if (!planned.length) return 0;

  const people = await findPeople(
    tx,
    planned.map((p) => p.change.participation.userId),
  );
  const activity: Parameters<typeof recordProjectActivities>[1][number][] = [];
  for (const { change, effective, current, latest } of planned) {
    const values = {
      hoursPerWeek: formatHours(change.member.weeklyHundredths),
      payoutRateMinor: change.member.payoutRateMinor,
      clientRateMinor: change.member.clientRateMinor,
      createdById: input.actorId,
    };
    if (latest && latest.effectiveFrom === effective) {
      await rewriteRate(tx, latest.id, values);
    } else {
      await insertRates(tx, [
        { participationId: change.participation.id, effectiveFrom: effective, ...values },
      ]);
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'participation.rate_changed',
      targetType: 'participation',
      targetId: change.participation.id,
      before: current
        ? {
            effective_from: current.effectiveFrom,
            hours_per_week: hoursNumber(storedHours(current.hoursPerWeek)),
            payout_rate_minor: current.payoutRateMinor,
            client_rate_minor: current.clientRateMinor,
          }
        : null,
      after: {
        effective_from: effective,
        hours_per_week: hoursNumber(change.member.weeklyHundredths),
        payout_rate_minor: change.member.payoutRateMinor,
        client_rate_minor: change.member.clientRateMinor,
      },
      requestId: input.requestId ?? null,
    });
    const person = people.get(change.participation.userId) as Person;
    activity.push({
      projectId,
      actorId: input.actorId,
      action: 'project_participation_updated',
      data: { user: activityPerson(person), fields: changedFields(current, change.member) },
    });
  }
  await recordProjectActivities(tx, activity);
  await notify(
    app,
    tx,
    { actorId: input.actorId },
    planned
      .filter(({ change }) => change.participation.userId !== input.actorId)
      .map(({ change, effective }) => ({
        recipient: people.get(change.participation.userId) as Person,
        kind: 'rate_changed',
        subject: format(MESSAGES.notifications.subjects.rate_changed, {
          project: input.project.title,
          date: effective,
        }),
        link: `/projects/${projectId}`,
      })),
  );
  return planned.length;
}
