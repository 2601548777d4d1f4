import { PROGRESS_EVENT_TYPES, type progressEventPatchBody } from '@kazi/shared/planning/schemas';
import {
  canAddEvents,
  canEditFiled,
  canFileEvent,
  canSeeEvent,
  type EventFacts,
  eventPersonOf,
  seesEveryRating,
  seesOverdue,
  takesOneReport,
  visibleEventTypes,
} from '@kazi/shared/reports/policy';
import {
  DAY_MS,
  isRatedByRatings,
  type ProgressEventType,
  type ReportStatus,
  reportStatus,
} from '@kazi/shared/reports/rules';
import {
  EVENTS_COUNT_CAP,
  type ProgressEventsListQuery,
  type ReportEvent,
  type reportEventCreateBody,
} from '@kazi/shared/reports/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { addPlannedEvent, isHandAdded, updatePlannedEvent } from '../planning/service.ts';
import {
  type LoadedProject,
  loadPeople,
  loadProjectForActor,
  type ProjectRow,
} from '../project-core/index.ts';
import { presentEvent, presentEventHead, type ReportEventHead } from './events.presenter.ts';
import {
  type EventRow,
  type EventWithPeople,
  findEventWithPeople,
  listProjectEvents,
} from './events.repository.ts';
import { presentRating, presentReport } from './filed.presenter.ts';
import { findFiledOn } from './filed.repository.ts';

const eventFactsOf = (event: EventRow): EventFacts => ({
  type: event.type,
  userId: event.userId,
  overdueAt: event.overdueAt,
});

function statusOf(actor: SessionActor, event: EventRow, now: Date): ReportStatus {
  return reportStatus(
    { completed: event.completedAt !== null, overdueAt: event.overdueAt },
    now,
    seesOverdue(actor),
  );
}

/**
 * Edit: staff change events added by hand. File: the event's person (or the project's managers)
 * within its window, once for a report (then they edit it; an event for nobody once in all,
 * `takesOneReport`), any number of times for ratings.
 */
function abilitiesOf(
  actor: SessionActor,
  loaded: LoadedProject,
  event: EventRow,
  now: Date,
  reportedByCaller: boolean,
): ReportEvent['abilities'] {
  return {
    edit: canAddEvents(actor, loaded.facts) && isHandAdded(event),
    file:
      canFileEvent(actor, loaded.facts, eventFactsOf(event), now) &&
      (isRatedByRatings(event.type) || !reportedByCaller) &&
      !(event.completedAt && takesOneReport(loaded.facts, eventFactsOf(event))),
  };
}

/** An event without what was filed on it (the dashboard's lists, whose events have nothing filed yet). */
export function describeEventHead(
  actor: SessionActor,
  loaded: LoadedProject,
  row: EventWithPeople,
  now: Date,
): ReportEventHead {
  return presentEventHead(
    row,
    loaded.project,
    statusOf(actor, row.event, now),
    abilitiesOf(actor, loaded, row.event, now, false),
  );
}

/**
 * The rows with each open event's person as it is now (`eventPersonOf`): a client or internal event
 * added while someone else was the project's CSO or CM names their successor, who files it. A
 * completed event keeps who it was for. One statement more only when some row's person changed.
 */
export async function withPeopleNow(
  db: Db,
  rows: readonly EventWithPeople[],
  projectOf: (projectId: number) => Pick<ProjectRow, 'cmId' | 'csoId'> | undefined,
): Promise<EventWithPeople[]> {
  const personNow = (row: EventWithPeople): number | null | undefined => {
    const project = projectOf(row.event.projectId);
    if (!project || row.event.completedAt !== null) return undefined;
    const person = eventPersonOf(row.event, project);
    return person === row.event.userId ? undefined : person;
  };
  const moved = rows.map(personNow);
  if (moved.every((person) => person === undefined)) return [...rows];
  const people = await loadPeople(
    db,
    moved.filter((person): person is number => typeof person === 'number'),
  );
  return rows.map((row, i) => {
    const person = moved[i];
    if (person === undefined) return row;
    return { ...row, user: person === null ? null : (people.get(person) ?? null) };
  });
}

/** Events of one project with what was filed on them: two statements more, run together, whatever their number. */
async function describeEvents(
  db: Db,
  actor: SessionActor,
  loaded: LoadedProject,
  stored: readonly EventWithPeople[],
  now: Date,
): Promise<ReportEvent[]> {
  const [rows, filed] = await Promise.all([
    withPeopleNow(db, stored, () => loaded.project),
    findFiledOn(
      db,
      stored.map((row) => row.event.id),
    ),
  ]);
  const reportsOn = groupBy(filed.reports, (report) => report.eventId);
  const everyRating = seesEveryRating(actor, loaded.facts);
  const ratingsOn = groupBy(
    filed.ratings.filter((rating) => everyRating || rating.createdById === actor.id),
    (rating) => rating.eventId,
  );
  return rows.map((row) => {
    const facts = eventFactsOf(row.event);
    const reports = reportsOn.get(row.event.id) ?? [];
    const ratings = ratingsOn.get(row.event.id) ?? [];
    const head = presentEventHead(
      row,
      loaded.project,
      statusOf(actor, row.event, now),
      abilitiesOf(
        actor,
        loaded,
        row.event,
        now,
        reports.some((report) => report.authorId === actor.id),
      ),
    );
    return presentEvent(
      head,
      reports.map((report) => presentReport(report, canEditFiled(actor, loaded.facts, report, facts, now))),
      ratings.map((rating) =>
        presentRating(
          rating,
          canEditFiled(actor, loaded.facts, { authorId: rating.createdById }, facts, now),
        ),
      ),
    );
  });
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** `type` and `types` together ask for the types in both. */
function requestedTypes(query: ProgressEventsListQuery): ProgressEventType[] | null {
  if (query.type && query.types) return query.types.filter((type) => type === query.type);
  if (query.type) return [query.type];
  return query.types ?? null;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * One project's events the caller may see (the types their place shows them, and their own),
 * latest due first, with the filters of the Reports page.
 */
export async function listReportEvents(
  app: FastifyInstance,
  actor: SessionActor,
  query: ProgressEventsListQuery,
  now: Date = new Date(),
): Promise<{ rows: ReportEvent[]; count: number; capped: boolean }> {
  const loaded = await loadProjectForActor(app.db, actor, query.project);
  const visible = visibleEventTypes(actor, loaded.facts);
  const types = requestedTypes(query);
  if (types?.length === 0) return { rows: [], count: 0, capped: false };
  const { rows, count, capped } = await listProjectEvents(
    app.db,
    {
      projectId: loaded.project.id,
      viewerId: actor.id,
      visibleTypes: visible.length === PROGRESS_EVENT_TYPES.length ? null : visible,
      types,
      dueFrom: query.daterange_0 ? dayStart(query.daterange_0) : null,
      dueBefore: query.daterange_1 ? new Date(dayStart(query.daterange_1).getTime() + DAY_MS) : null,
      userIds: query.users ?? null,
      statuses: query.status?.length ? query.status : null,
      seesOverdue: seesOverdue(actor),
      now,
    },
    pageWindow(query),
    EVENTS_COUNT_CAP,
  );
  return { rows: await describeEvents(app.db, actor, loaded, rows, now), count, capped };
}

/** One event, for whoever may open its project and see its type (or is its person); others 404. */
export async function getReportEvent(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  now: Date = new Date(),
): Promise<ReportEvent> {
  const { row, loaded } = await loadVisibleEvent(app.db, actor, id);
  const [event] = await describeEvents(app.db, actor, loaded, [row], now);
  if (!event) throw AppError.notFound();
  return event;
}

async function loadVisibleEvent(
  db: Db,
  actor: SessionActor,
  id: number,
): Promise<{ row: EventWithPeople; loaded: LoadedProject }> {
  const row = await findEventWithPeople(db, id);
  if (!row) throw AppError.notFound();
  const loaded = await loadProjectForActor(db, actor, row.event.projectId);
  if (!canSeeEvent(actor, loaded.facts, eventFactsOf(row.event))) throw AppError.notFound();
  return { row, loaded };
}

/**
 * Who files an event added by hand: a client report its cso (else its cm), an internal one its cm,
 * a milestone nobody in particular. The policy's rule (`eventPersonOf`), which keeps following the
 * place after a replacement; the stored person records who held it when the event was added.
 */
function assigneeOf(type: 'client' | 'internal' | 'milestone', project: ProjectRow): number | null {
  return eventPersonOf({ type, userId: null }, project);
}

/** Staff add a milestone, a client or an internal event by hand (planning does the writing). */
export async function addReportEvent(
  app: FastifyInstance,
  actor: SessionActor,
  body: z.infer<typeof reportEventCreateBody>,
): Promise<ReportEvent> {
  const id = await addPlannedEvent(
    app,
    actor,
    { projectId: body.project.id, title: body.title, type: body.type, dueAt: body.due_at },
    (project) => assigneeOf(body.type, project),
  );
  return getReportEvent(app, actor, id);
}

/** Staff change an event added by hand; a scheduled event is not theirs to change (403). */
export async function changeReportEvent(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  body: z.infer<typeof progressEventPatchBody>,
): Promise<ReportEvent> {
  await loadVisibleEvent(app.db, actor, id);
  await updatePlannedEvent(app, actor, id, body);
  return getReportEvent(app, actor, id);
}
