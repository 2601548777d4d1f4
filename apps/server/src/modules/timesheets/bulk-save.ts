import { can } from '@kazi/shared/auth/permissions';
import { hoursNumber } from '@kazi/shared/hours/hours';
import { MESSAGES } from '@kazi/shared/messages';
import { todayIso } from '@kazi/shared/team/rules';
import { timesheetRowAbilities } from '@kazi/shared/timesheets/policy';
import {
  dayProblem,
  FIRST_TIMESHEET_MONTH,
  firstDayOf,
  nextStatus,
  type TimesheetStatus,
  yearMonthOf,
} from '@kazi/shared/timesheets/rules';
import type { TimesheetBulkBody, TimesheetEntry } from '@kazi/shared/timesheets/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { type Answer, type IdempotentRequest, idempotent } from '../idempotency/service.ts';
import { loadProjectsForActor } from '../project-core/index.ts';
import { loggableFrom, participationsOf, personKey } from './month-sheet.ts';
import { presentEntry } from './presenter.ts';
import { type EntryRow, findEntriesOn, findRatesOf, type MonthRow } from './repository.ts';
import {
  deleteEntries,
  lockMonths,
  type MonthKey,
  refreshSavedMonths,
  upsertEntries,
} from './writes.repository.ts';

const E = MESSAGES.timesheets.errors;

type Entry = TimesheetBulkBody['timesheet_entries'][number];

const dayKey = (entry: { projectId: number; userId: number; day: string }) =>
  `${entry.projectId}:${entry.userId}:${entry.day}`;
const monthKeyOf = (entry: Entry): MonthKey => ({
  projectId: entry.project,
  userId: entry.user,
  month: firstDayOf(yearMonthOf(entry.day)),
});
const monthId = (key: MonthKey) => `${key.projectId}:${key.userId}:${key.month}`;

/**
 * Every problem of every entry, named `timesheet_entries.<i>.<field>` (ADR 028): a project the
 * caller may not log on (unknown, out of their scope, archived, not theirs to log on) on
 * `project`; someone else's hours from a caller who does not review on `user`; a future day, a day
 * outside the person's accepted participation, before January 2020 or listed twice on `day`.
 */
async function entryErrors(
  tx: Db,
  actor: SessionActor,
  entries: readonly Entry[],
  today: string,
): Promise<Record<string, string[]>> {
  // Projects the caller may not open are null: an entry's `project` error, never a 404.
  const projects = await loadProjectsForActor(tx, actor, [...new Set(entries.map((entry) => entry.project))]);
  const named = entries.filter((entry) => projects.get(entry.project));
  const participations = participationsOf(
    await findRatesOf(tx, [
      ...new Map(
        named.map((e) => [personKey(e.project, e.user), { projectId: e.project, userId: e.user }]),
      ).values(),
    ]),
  );
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const field = (name: keyof Entry, message: string) => {
      errors[`timesheet_entries.${index}.${name}`] = [message];
    };
    const loaded = projects.get(entry.project);
    // The status is checked once the months are locked; here, whether the row could be edited at all.
    const edit =
      loaded && timesheetRowAbilities(actor, loaded.facts, { userId: entry.user, status: 'pending' }).edit;
    if (!loaded || !edit) {
      const othersHours = entry.user !== actor.id && loaded && !loaded.abilities.review_timesheets;
      if (othersHours) field('user', E.notYourHours);
      else field('project', E.projectNotAllowed);
      return;
    }
    const key = dayKey({ projectId: entry.project, userId: entry.user, day: entry.day });
    const start = loggableFrom(participations.get(personKey(entry.project, entry.user)));
    const problem = dayProblem(entry.day, today, start);
    if (entry.day < firstDayOf(FIRST_TIMESHEET_MONTH)) field('day', E.monthOutOfRange);
    else if (problem === 'future') field('day', E.futureDay);
    else if (problem === 'outside_participation') field('day', E.outsideParticipation);
    else if (seen.has(key)) field('day', E.duplicateEntry);
    seen.add(key);
  });
  return errors;
}

interface MonthChange {
  before: MonthRow;
  status: TimesheetStatus;
  days: Record<string, { before: number; after: number }>;
}

/**
 * The save itself, inside the caller's transaction: entries checked, months locked (in a stable
 * order) and checked, days written, months refreshed, corrections audited.
 */
async function save(
  tx: Db,
  actor: SessionActor,
  entries: readonly Entry[],
  requestId: string,
): Promise<{ timesheet_entries: TimesheetEntry[] }> {
  const today = todayIso();
  const errors = await entryErrors(tx, actor, entries, today);
  if (Object.keys(errors).length) throw AppError.validation(errors);

  const keys = [...new Map(entries.map((entry) => [monthId(monthKeyOf(entry)), monthKeyOf(entry)])).values()];
  const months = await lockMonths(tx, keys);
  if (months.some((month) => nextStatus(month.status, 'save') === null))
    throw AppError.conflict(E.monthApproved);

  const days = entries.map((entry) => ({ projectId: entry.project, userId: entry.user, day: entry.day }));
  const stored = new Map((await findEntriesOn(tx, days)).map((row) => [dayKey(row), row.hours]));
  const changes = new Map<string, MonthChange>(
    months.map((month) => [
      monthId(month),
      { before: month, status: nextStatus(month.status, 'save') as TimesheetStatus, days: {} },
    ]),
  );
  const writes: EntryRow[] = [];
  const clears: typeof days = [];
  for (const entry of entries) {
    const row = { projectId: entry.project, userId: entry.user, day: entry.day, hours: entry.hours_worked };
    const before = stored.get(dayKey(row)) ?? 0;
    if (before === row.hours) continue;
    (changes.get(monthId(monthKeyOf(entry))) as MonthChange).days[entry.day] = { before, after: row.hours };
    if (row.hours > 0) writes.push(row);
    else clears.push(row);
  }
  await upsertEntries(tx, writes);
  await deleteEntries(tx, clears);

  const changed = [...changes.values()].filter(
    (change) => Object.keys(change.days).length > 0 || change.status !== change.before.status,
  );
  const after = new Map(
    (
      await refreshSavedMonths(
        tx,
        changed.map((change) => ({ id: change.before.id, status: change.status })),
      )
    ).map((row) => [row.id, row]),
  );
  for (const change of changed) {
    const { before } = change;
    const now = after.get(before.id) as MonthRow;
    const correction = before.userId !== actor.id;
    if (!correction && before.status === now.status) continue;
    const state = (row: MonthRow) => ({
      status: row.status,
      total_hours: hoursNumber(row.totalHours),
      revision: row.revision,
    });
    const dayHours = (side: 'before' | 'after') =>
      Object.fromEntries(Object.entries(change.days).map(([day, hours]) => [day, hoursNumber(hours[side])]));
    await recordAudit(tx, {
      actorId: actor.id,
      // A reviewer's change to someone's month is a correction; a person's own save of a rejected month resubmits it.
      action: correction ? 'timesheet.correct' : 'timesheet.resubmit',
      targetType: 'timesheet_month',
      targetId: before.id,
      before: {
        project: before.projectId,
        user: before.userId,
        month: before.month,
        ...state(before),
        days: dayHours('before'),
      },
      after: { ...state(now), days: dayHours('after') },
      requestId,
    });
  }
  return {
    timesheet_entries: entries.map((entry) =>
      presentEntry({
        projectId: entry.project,
        userId: entry.user,
        day: entry.day,
        hours: entry.hours_worked,
      }),
    ),
  };
}

/**
 * POST timesheet-entries/bulk/ (ADR 028): all or nothing. For talents (their own hours) and
 * reviewers (anyone's month they may correct); others 403. Every bad entry is named (400); a month
 * already approved is 409 and nothing changes. With an `Idempotency-Key`, a replay answers the
 * first response (ADR 029).
 */
export async function saveHours(
  app: FastifyInstance,
  actor: SessionActor,
  body: TimesheetBulkBody,
  request: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<{ timesheet_entries: TimesheetEntry[] }>> {
  if (!can(actor, 'timesheets.log_own') && !can(actor, 'timesheets.review')) throw AppError.forbidden();
  return app.db.transaction((tx) =>
    idempotent(tx, request, async () => ({
      statusCode: 200,
      body: await save(tx, actor, body.timesheet_entries, requestId),
    })),
  );
}
