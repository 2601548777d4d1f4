import { hoursNumber } from '@kazi/shared/hours/hours';
import { format, MESSAGES } from '@kazi/shared/messages';
import { todayIso } from '@kazi/shared/team/rules';
import { canReopenTimesheets, canReviewTimesheets } from '@kazi/shared/timesheets/policy';
import {
  firstDayOf,
  isSelectableMonth,
  lastDayOf,
  monthLabel,
  nextStatus,
} from '@kazi/shared/timesheets/rules';
import type { TimesheetReviewBody } from '@kazi/shared/timesheets/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hasSqlState, REFUSED_STATE_CHANGE } from '../../db/errors.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { inert, inertBlock } from '../mail/compose.ts';
import { deliverSoon } from '../mail/send.ts';
import { type NotificationEvent, notify } from '../notifications/notify.ts';
import {
  displayNameOf,
  loadPeople,
  loadProjectForActor,
  type PersonRow,
  type ProjectRow,
} from '../project-core/index.ts';
import { greet, monthPath } from './mail.ts';
import { loggableFrom, participationsOf, personKey } from './month-sheet.ts';
import { presentReview } from './presenter.ts';
import { findTeamRates, type MonthRow } from './repository.ts';
import { findMonth, lockMonths, type MonthKey, transitionMonth } from './writes.repository.ts';

const T = MESSAGES.timesheets;
const M = T.mail;
const SUBJECTS = MESSAGES.notifications.subjects;

type ReviewAction = TimesheetReviewBody['action'];

interface Reviewed {
  project: ProjectRow;
  yearMonth: string;
  month: MonthRow;
  action: ReviewAction;
  reviewer: PersonRow;
  developer: PersonRow;
}

/**
 * What a review tells whom (ADR 028), through the notification seam: the developer, on approval,
 * rejection (with the reason, inert in the mail) and re-opening; the project's client manager
 * too on re-opening. These kinds always mail.
 */
function reviewEvents(app: FastifyInstance, reviewed: Reviewed, cm: PersonRow | null): NotificationEvent[] {
  const { project, yearMonth, month, action, reviewer, developer } = reviewed;
  const label = monthLabel(yearMonth);
  const link = monthPath(project.id, yearMonth);
  const url = `${app.config.publicUrl}${link}`;
  const reason = month.reason ?? '';
  const words = { name: inert(displayNameOf(reviewer)), month: label, project: inert(project.title) };
  const event = (recipient: PersonRow, body: string): NotificationEvent => {
    const kind =
      action === 'approve'
        ? 'timesheet_approved'
        : action === 'reject'
          ? 'timesheet_rejected'
          : 'timesheet_reopened';
    const subject =
      action === 'approve' ? M.approvedSubject : action === 'reject' ? M.rejectedSubject : M.reopenedSubject;
    return {
      recipient: { id: recipient.id, email: recipient.email },
      kind,
      subject: format(SUBJECTS[kind], { month: label, project: project.title, reason }),
      link,
      key: `timesheet-${action}:${project.id}:${month.userId}:${yearMonth}:${month.revision}`,
      mail: {
        to: recipient.email,
        subject: format(subject, { month: label, project: inert(project.title) }),
        template: `timesheet-${action}`,
        text: `${greet(recipient)}\n\n${body}\n\n${M.openMonth}\n${url}\n\n${M.closing}`,
      },
    };
  };
  if (action === 'approve') {
    return [
      event(developer, format(M.approvedBody, { ...words, total: String(hoursNumber(month.totalHours)) })),
    ];
  }
  if (action === 'reject') {
    return [
      event(developer, `${format(M.rejectedBody, words)}\n\n${inertBlock(reason)}\n\n${M.rejectedNext}`),
    ];
  }
  const body = `${format(M.reopenedBody, { ...words, person: inert(displayNameOf(developer)) })}\n\n${inertBlock(reason)}\n\n${M.reopenedNext}`;
  return [developer, ...(cm && cm.id !== developer.id ? [cm] : [])]
    .filter((recipient) => recipient.id !== reviewer.id)
    .map((recipient) => event(recipient, body));
}

/** A refused transition's 409: what changed since the reviewer loaded the month. */
function staleReview(current: MonthRow | null, body: TimesheetReviewBody): AppError {
  if (body.revision !== undefined && current && current.revision !== body.revision) {
    return AppError.conflict(T.errors.staleReview);
  }
  return AppError.conflict(body.action === 'reopen' ? T.errors.notApproved : T.errors.staleReview);
}

async function review(
  tx: Db,
  app: FastifyInstance,
  actor: SessionActor,
  body: TimesheetReviewBody,
  requestId: string,
) {
  const loaded = await loadProjectForActor(tx, actor, body.project);
  if (!isSelectableMonth(body.year_month, todayIso())) {
    throw AppError.field('year_month', T.errors.monthOutOfRange);
  }
  const allowed =
    body.action === 'reopen' ? canReopenTimesheets(actor) : canReviewTimesheets(actor, loaded.facts);
  if (!allowed) throw AppError.forbidden();
  if (body.user === actor.id) throw new AppError('forbidden', T.errors.reviewOwn);

  const key: MonthKey = { projectId: body.project, userId: body.user, month: firstDayOf(body.year_month) };
  // Only someone on the month (ADR 028) has a month to review: anyone else's is not there.
  const participation = participationsOf(await findTeamRates(tx, body.project, body.user)).get(
    personKey(body.project, body.user),
  );
  const start = loggableFrom(participation);
  const onMonth =
    (start !== null && start <= lastDayOf(body.year_month)) || (await findMonth(tx, key)) !== null;
  if (!onMonth) throw AppError.notFound();

  // Locked, the month's status is the one the transition starts from, and the audit's `before`.
  const [current] = (await lockMonths(tx, [key])) as [MonthRow];
  const from = current.status;
  const to = nextStatus(from, body.action);
  if (!to) throw staleReview(current, body);
  const month = await transitionMonth(tx, key, {
    from,
    to,
    revision: body.revision,
    reviewerId: actor.id,
    reason: body.action === 'approve' ? null : (body.reason ?? null),
  }).catch((error: unknown) => {
    // The database keeps a month billed on an invoice approved (migration 0027).
    throw hasSqlState(error, REFUSED_STATE_CHANGE) ? AppError.conflict(T.errors.invoiced) : error;
  });
  if (!month) throw staleReview(await findMonth(tx, key), body);

  await recordAudit(tx, {
    actorId: actor.id,
    action: `timesheet.${body.action}`,
    targetType: 'timesheet_month',
    targetId: month.id,
    before: { project: month.projectId, user: month.userId, month: month.month, status: from },
    after: {
      status: month.status,
      revision: month.revision,
      total_hours: hoursNumber(month.totalHours),
      ...(month.reason ? { reason: month.reason } : {}),
    },
    requestId,
  });

  const cmId = body.action === 'reopen' ? loaded.project.cmId : null;
  const people = await loadPeople(tx, [actor.id, body.user, cmId]);
  const reviewed: Reviewed = {
    project: loaded.project,
    yearMonth: body.year_month,
    month,
    action: body.action,
    reviewer: people.get(actor.id) as PersonRow,
    developer: people.get(body.user) as PersonRow,
  };
  await notify(
    app,
    tx,
    { actorId: actor.id, mailLimit: 'timesheet_review' },
    reviewEvents(app, reviewed, cmId === null ? null : (people.get(cmId) ?? null)),
  );
  return month;
}

/**
 * POST timesheet-entries/review/ (ADR 028): approve a pending or rejected month, reject a pending
 * one (reviewers of the project), re-open an approved one (admins), never one's own. A conditional update with an audit
 * row and the developer's mail, in one transaction; a month no longer in the state the action
 * takes, or saved since the `revision` the reviewer saw, is 409.
 */
export async function reviewMonth(
  app: FastifyInstance,
  actor: SessionActor,
  body: TimesheetReviewBody,
  requestId: string,
) {
  const month = await app.db.transaction((tx) => review(tx, app, actor, body, requestId));
  await deliverSoon(app);
  return presentReview(month, body.year_month);
}
