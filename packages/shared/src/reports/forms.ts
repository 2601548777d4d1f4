import { reportsMessages } from '../messages/reports.ts';
import { formOf, type ProgressEventType, type ReportForm } from './rules.ts';
import { type ReportFields, reportFieldsBody } from './schemas.ts';

const R = reportsMessages.reports;

/**
 * The report forms' rules (Reports and ratings), for the server's check and the web form's
 * resolver alike: what each form asks and must hold, and the client survey's ratings.
 */

/** Whether a text answer is there (not missing, not blank). */
const given = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * What a report of `form` must hold (Reports and ratings, spec 000 §5, whose list is exhaustive):
 * status, percentage, accomplished, todo and next_deadline always; the stuck reason when behind
 * and stuck; client-facing reports also rate_deliverables and the next-deadline answer; PM reports
 * the last-deadline answer (a 'No' needs deadline_report and whether the client was told) and a
 * rating of every developer (`developers`, their ids). A 'No' on the next deadline only reveals
 * its reason and remedy (`remarks`, §4): asked, kept, never required. A developer survey holds
 * rate_communication alone. Returns field errors; empty when complete.
 */
export function reportErrors(
  form: ReportForm,
  body: ReportFields,
  developers: readonly number[] = [],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: keyof ReportFields, ok: boolean, message: string = R.required) => {
    if (!ok) errors[field] = [message];
  };
  if (form === 'client_rating') return { non_field_errors: [R.useRatings] };
  if (form === 'developer_survey') {
    need('rate_communication', body.rate_communication !== undefined);
    return errors;
  }
  need('status', body.status !== undefined);
  const { percentage } = body;
  need('percentage', percentage !== undefined && percentage >= 1 && percentage <= 100, R.percentageRange);
  need('accomplished', given(body.accomplished));
  need('todo', given(body.todo));
  need('next_deadline', given(body.next_deadline));
  if (body.status === 'behind_stuck') need('stuck_reason', body.stuck_reason !== undefined);
  if (form === 'client_report') {
    need('rate_deliverables', body.rate_deliverables !== undefined);
    need('next_deadline_meet', body.next_deadline_meet !== undefined);
  }
  if (form === 'pm_report') {
    need('last_deadline_met', body.last_deadline_met !== undefined);
    if (body.last_deadline_met === false) {
      need('deadline_report', given(body.deadline_report));
      need('deadline_miss_communicated', body.deadline_miss_communicated !== undefined);
    }
    const rated = new Set((body.developer_ratings ?? []).map((r) => r.user.id));
    if (developers.some((id) => !rated.has(id))) errors.developer_ratings = [R.rateEveryDeveloper];
    if ((body.developer_ratings ?? []).some((r) => !developers.includes(r.user.id)))
      errors.developer_ratings = [R.notOnTeam];
  }
  return errors;
}

/**
 * Whether a report asks `field` given its other answers: a branch's answers only while it is
 * open (the stuck reason while behind and stuck; the next deadline's reason and remedy after a
 * 'No'; the last deadline's explanation and whether the client was told after a 'No'). An answer
 * to a closed branch is not kept: an edit that closes one clears it.
 */
export function asksField(field: keyof ReportFields, body: ReportFields): boolean {
  switch (field) {
    case 'stuck_reason':
      return body.status === 'behind_stuck';
    case 'next_deadline_fail_reason':
    case 'remarks':
      return body.next_deadline_meet === false;
    case 'deadline_report':
    case 'deadline_miss_communicated':
      return body.last_deadline_met === false;
    default:
      return true;
  }
}

const UPDATE_FIELDS = [
  'status',
  'percentage',
  'accomplished',
  'todo',
  'next_deadline',
  'next_deadline_meet',
  'next_deadline_fail_reason',
  'remarks',
  'stuck_reason',
] as const satisfies readonly (keyof ReportFields)[];

/** Fields a form does not ask are not kept (a PM report keeps no rate_deliverables, say). */
export const FORM_FIELDS: Record<Exclude<ReportForm, 'client_rating'>, readonly (keyof ReportFields)[]> = {
  developer_survey: ['rate_communication'],
  update: UPDATE_FIELDS,
  client_report: [...UPDATE_FIELDS, 'rate_deliverables'],
  pm_report: [
    ...UPDATE_FIELDS,
    'last_deadline_met',
    'deadline_report',
    'deadline_miss_communicated',
    'developer_ratings',
  ],
};

/** Every answer a report may hold, its developers' ratings apart (they are rows of their own). */
export const REPORT_ANSWER_FIELDS = [...new Set(Object.values(FORM_FIELDS).flat())].filter(
  (field) => field !== 'developer_ratings',
) as Exclude<keyof ReportFields, 'developer_ratings'>[];

/** The client survey's rule: every developer rated. */
export function ratingErrors(
  ratings: readonly { user: { id: number } }[],
  developers: readonly number[],
): Record<string, string[]> {
  if (developers.length === 0) return { non_field_errors: [R.noDevelopers] };
  const rated = new Set(ratings.map((r) => r.user.id));
  if (developers.some((id) => !rated.has(id))) return { ratings: [R.completeAllRatings] };
  if (ratings.some((r) => !developers.includes(r.user.id))) return { ratings: [R.notOnTeam] };
  return {};
}

/** A body of the form the event takes: the shared shape with the form's rules. */
export function reportBodyFor(type: ProgressEventType, developers: readonly number[] = []) {
  const form = formOf(type);
  return reportFieldsBody.superRefine((body, ctx) => {
    for (const [field, messages] of Object.entries(reportErrors(form, body, developers))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
