import { ACCEPTED_IMAGES, MAX_UPLOAD_BYTES } from '@kazi/shared/files/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { reportsMessages } from '@kazi/shared/messages/reports';
import { asksField, FORM_FIELDS, reportErrors } from '@kazi/shared/reports/forms';
import {
  type BlockerReason,
  formOf,
  MAX_REPORT_IMAGES,
  type ProgressEventType,
  type ProgressStatus,
  type ReportForm,
} from '@kazi/shared/reports/rules';
import type { ProgressReport, ReportFields } from '@kazi/shared/reports/schemas';
import { appendNestedFields } from '@/lib/api/multipart.ts';
import type { FormIssues } from '@/lib/forms/issues-resolver.ts';

type YesNo = 'yes' | 'no' | '';

/** A developer the PM rates with the report: who, and the face chosen (null until one is). */
interface DeveloperRatingValue {
  user_id: number;
  name: string;
  rating: number | null;
}

/**
 * The progress report form's values: what the inputs hold while typed (text, '' for unset, yes/no
 * as radio values). `reportBody` turns them into the body the shared schema checks and the API takes.
 */
export interface ReportFormValues {
  status: ProgressStatus | '';
  percentage: number | '';
  accomplished: string;
  todo: string;
  next_deadline: string;
  next_deadline_meet: YesNo;
  next_deadline_fail_reason: string;
  remarks: string;
  stuck_reason: BlockerReason | '';
  last_deadline_met: YesNo;
  deadline_report: string;
  deadline_miss_communicated: YesNo;
  rate_deliverables: number | null;
  rate_communication: number | null;
  developer_ratings: DeveloperRatingValue[];
}

export interface Developer {
  id: number;
  display_name: string;
}

const yesNoOf = (value: boolean | null | undefined): YesNo => (value == null ? '' : value ? 'yes' : 'no');
const boolOf = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');

/** The form's values for a new report, or for editing a filed one (its ratings by `ratings`). */
export function reportFormValues(
  report: ProgressReport | null,
  developers: readonly Developer[],
  ratings: ReadonlyMap<number, number> = new Map(),
): ReportFormValues {
  return {
    status: report?.status ?? '',
    percentage: report?.percentage ?? '',
    accomplished: report?.accomplished ?? '',
    todo: report?.todo ?? '',
    next_deadline: report?.next_deadline ?? '',
    next_deadline_meet: yesNoOf(report?.next_deadline_meet),
    next_deadline_fail_reason: report?.next_deadline_fail_reason ?? '',
    remarks: report?.remarks ?? '',
    stuck_reason: report?.stuck_reason ?? '',
    last_deadline_met: yesNoOf(report?.last_deadline_met),
    deadline_report: report?.deadline_report ?? '',
    deadline_miss_communicated: yesNoOf(report?.deadline_miss_communicated),
    rate_deliverables: report?.rate_deliverables ?? null,
    rate_communication: report?.rate_communication ?? null,
    developer_ratings: developers.map((developer) => ({
      user_id: developer.id,
      name: developer.display_name,
      rating: ratings.get(developer.id) ?? null,
    })),
  };
}

/**
 * The body a form sends: only the fields its form asks (FORM_FIELDS), and of the branches only
 * the open ones (the stuck reason when behind and stuck; reason and remedy when the next deadline
 * is at risk; the missed-deadline answers when the last one was missed). An edit (`editing`) sends
 * an emptied text as '', which clears it: the server keeps what an edit leaves out.
 */
export function reportBody(
  form: Exclude<ReportForm, 'client_rating'>,
  values: ReportFormValues,
  editing = false,
): ReportFields {
  const textOf = (value: string): string | undefined => value.trim() || (editing ? '' : undefined);
  const all: ReportFields = {
    status: values.status || undefined,
    percentage: values.percentage === '' ? undefined : values.percentage,
    accomplished: textOf(values.accomplished),
    todo: textOf(values.todo),
    next_deadline: values.next_deadline || undefined,
    next_deadline_meet: boolOf(values.next_deadline_meet),
    rate_deliverables: values.rate_deliverables ?? undefined,
    rate_communication: values.rate_communication ?? undefined,
    last_deadline_met: boolOf(values.last_deadline_met),
    stuck_reason: values.stuck_reason || undefined,
    next_deadline_fail_reason: textOf(values.next_deadline_fail_reason),
    remarks: textOf(values.remarks),
    deadline_report: textOf(values.deadline_report),
    deadline_miss_communicated: boolOf(values.deadline_miss_communicated),
  };
  all.developer_ratings = values.developer_ratings.flatMap((row) =>
    row.rating === null ? [] : [{ user: { id: row.user_id }, rating: row.rating }],
  );
  const body: ReportFields = {};
  for (const field of FORM_FIELDS[form]) {
    if (all[field] !== undefined && asksField(field, all))
      (body as Record<string, unknown>)[field] = all[field];
  }
  return body;
}

/**
 * The shared rules (`reportErrors`) on the body the form would send, each issue at its field;
 * a missing developer rating at each unrated row (`developer_ratings.2.rating`).
 */
export function reportFormIssues(type: ProgressEventType, values: ReportFormValues): FormIssues {
  const form = formOf(type);
  if (form === 'client_rating') return {};
  const developers = values.developer_ratings.map((row) => row.user_id);
  const errors = reportErrors(form, reportBody(form, values), developers);
  const issues: FormIssues = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0] ?? '';
    if (field !== 'developer_ratings') {
      issues[field] = message;
      continue;
    }
    values.developer_ratings.forEach((row, index) => {
      if (row.rating === null) issues[`developer_ratings.${index}.rating`] = message;
    });
  }
  return issues;
}

/** An image attachment over the limit reads 'Size is greater than 5Mbs'; anything but an image is refused. */
export function attachmentProblem(file: { size: number; type: string }): string | null {
  if (!ACCEPTED_IMAGES.split(',').includes(file.type)) {
    return format(coreMessages.upload.typeError, { message: reportsMessages.reports.form.attachmentsHint });
  }
  if (file.size > MAX_UPLOAD_BYTES) return coreMessages.upload.tooLarge;
  return null;
}

/**
 * What is wrong with the new images chosen, if anything: more than one request takes
 * (MAX_REPORT_IMAGES, which the server also holds to), else the first image's problem.
 */
export function imagesProblem(files: readonly { size: number; type: string }[]): string | null {
  if (files.length > MAX_REPORT_IMAGES) {
    return format(reportsMessages.reports.form.tooManyImages, { max: MAX_REPORT_IMAGES });
  }
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (problem !== null) return problem;
  }
  return null;
}

/** The request: JSON, or multipart with each new image in `uploads` when there are some. */
export function reportRequest(
  body: Record<string, unknown>,
  uploads: readonly File[],
): Record<string, unknown> | FormData {
  if (!uploads.length) return body;
  const form = new FormData();
  appendNestedFields(form, '', body, 'skip');
  for (const file of uploads) form.append('uploads', file);
  return form;
}
