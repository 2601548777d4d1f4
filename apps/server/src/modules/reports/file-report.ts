import { dbId } from '@kazi/shared/api/ids';
import { MESSAGES } from '@kazi/shared/messages';
import { asksField, FORM_FIELDS, REPORT_ANSWER_FIELDS, reportBodyFor } from '@kazi/shared/reports/forms';
import { seenByEveryone, takesOneReport } from '@kazi/shared/reports/policy';
import { formOf, isRatedByRatings, MAX_REPORT_IMAGES } from '@kazi/shared/reports/rules';
import {
  type ProgressReport,
  progressReportPatchBody,
  type ReportFields,
} from '@kazi/shared/reports/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, issuesToFields } from '../../http/errors.ts';
import { type MultipartSpec, readMultipart, type UploadedFile } from '../../http/multipart.ts';
import type { SessionActor } from '../../http/session.ts';
import {
  type CheckedUpload,
  checkUpload,
  transactionWithUploads,
  type UploadBatch,
} from '../files/service.ts';
import { deliverSoon } from '../mail/send.ts';
import { recordProjectActivity } from '../project-core/index.ts';
import { presentReport } from './filed.presenter.ts';
import { acceptedDeveloperIds, type EventRow, findFiledOn } from './filed.repository.ts';
import {
  assertMayEdit,
  assertMayFile,
  eventFacts,
  getReport,
  loadEventForActor,
  unknownKeysApart,
} from './filing.service.ts';
import { notifyReceived } from './received.ts';
import {
  deleteAttachments,
  insertAttachments,
  insertReport,
  lockReport,
  markEventCompleted,
  type ReportValues,
  updateReport,
  upsertRatings,
} from './writes.repository.ts';

const R = MESSAGES.reports;

/** Images in `uploads`, at most MAX_REPORT_IMAGES a request (5 MB each: the multipart reader's limit). */
const REPORT_MULTIPART: MultipartSpec = { fileFields: ['uploads'], maxFiles: MAX_REPORT_IMAGES };

/** A JSON body, or multipart with its images in `uploads`: fields and checked images (415 first). */
async function readReportRequest(
  request: FastifyRequest,
): Promise<{ fields: unknown; uploads: CheckedUpload[] }> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, uploads: [] };
  const { fields, files } = await readMultipart(request, REPORT_MULTIPART);
  return { fields, uploads: files.map((file: UploadedFile) => checkUpload(file, 'image')) };
}

function validation(error: z.ZodError): AppError {
  return AppError.validation(issuesToFields(error.issues.flatMap(unknownKeysApart)));
}

const eventRef = z.looseObject({ event: z.object({ id: dbId }, { error: MESSAGES.api.required }) });

/**
 * The report's answers the form keeps, as columns: fields a form does not ask are not kept, nor
 * the answers of a branch the others close (an edit's merge may still hold them), nor a blank
 * text (an edit clears an answer by sending '').
 */
function columnsOf(form: keyof typeof FORM_FIELDS, body: ReportFields): ReportValues {
  const kept = new Set<keyof ReportFields>(FORM_FIELDS[form]);
  const pick = <K extends keyof ReportFields>(key: K) =>
    kept.has(key) && asksField(key, body) && body[key] !== '' ? (body[key] ?? null) : null;
  return {
    status: pick('status'),
    percentage: pick('percentage'),
    accomplished: pick('accomplished'),
    todo: pick('todo'),
    nextDeadline: pick('next_deadline'),
    nextDeadlineMeet: pick('next_deadline_meet'),
    nextDeadlineFailReason: pick('next_deadline_fail_reason'),
    remarks: pick('remarks'),
    stuckReason: pick('stuck_reason'),
    lastDeadlineMet: pick('last_deadline_met'),
    deadlineReport: pick('deadline_report'),
    deadlineMissCommunicated: pick('deadline_miss_communicated'),
    rateDeliverables: pick('rate_deliverables'),
    rateCommunication: pick('rate_communication'),
  };
}

/** The body as the form's rules read it: the developers a PM report must rate, and its errors. */
async function validFor(db: Db, event: EventRow, fields: unknown): Promise<ReportFields> {
  const form = formOf(event.type);
  const developers = form === 'pm_report' ? await acceptedDeveloperIds(db, event.projectId) : [];
  const parsed = reportBodyFor(event.type, developers).safeParse(fields);
  if (!parsed.success) throw validation(parsed.error);
  return parsed.data;
}

async function storeImages(
  tx: Db,
  batch: UploadBatch,
  reportId: number,
  images: CheckedUpload[],
  ownerId: number,
) {
  const fileIds: number[] = [];
  for (const image of images) fileIds.push((await batch.store(tx, image, ownerId)).id);
  await insertAttachments(tx, reportId, fileIds);
}

/**
 * POST progress-reports/: the event's person files it (its managers when it is nobody's), within
 * the window, on an open project; the report, its images and a PM's ratings are one transaction.
 * The first report completes the event; the owner and CM who may see it are told.
 */
export async function fileReport(
  app: FastifyInstance,
  actor: SessionActor,
  request: FastifyRequest,
): Promise<ProgressReport> {
  const { fields, uploads } = await readReportRequest(request);
  const ref = eventRef.safeParse(fields);
  if (!ref.success) throw validation(ref.error);
  const { event: _event, ...answers } = ref.data;
  const id = await transactionWithUploads(app, async (tx, batch) => {
    const { event, loaded } = await loadEventForActor(tx, actor, ref.data.event.id);
    assertMayFile(actor, loaded.facts, event, new Date());
    if (isRatedByRatings(event.type)) throw AppError.field('non_field_errors', R.useRatings);
    const form = formOf(event.type) as keyof typeof FORM_FIELDS;
    const body = await validFor(tx, event, answers);
    const reportId = await insertReport(tx, {
      eventId: event.id,
      authorId: actor.id,
      values: columnsOf(form, body),
    });
    if (reportId === null) throw AppError.conflict(R.alreadyFiled);
    await storeImages(tx, batch, reportId, uploads, actor.id);
    if (form === 'pm_report') {
      await upsertRatings(tx, {
        eventId: event.id,
        raterId: actor.id,
        ratings: (body.developer_ratings ?? []).map((r) => ({ userId: r.user.id, rating: r.rating })),
      });
    }
    const completedNow = await markEventCompleted(tx, event.id);
    if (!completedNow && takesOneReport(loaded.facts, eventFacts(event)))
      throw AppError.conflict(R.alreadyFiled);
    if (seenByEveryone(event.type)) {
      await recordProjectActivity(tx, {
        projectId: event.projectId,
        actorId: actor.id,
        action: 'progress_report',
        data: { event: { id: event.id, title: event.title } },
      });
    }
    await notifyReceived(app, tx, {
      project: loaded.project,
      event,
      author: actor.user,
      key: `report-received:${reportId}`,
    });
    return reportId;
  });
  await deliverSoon(app);
  return getReport(app, actor, id);
}

/** A stored report as a body, to validate a PATCH merged onto it; a PM's own ratings included. */
async function storedAnswers(
  db: Db,
  reportId: number,
  event: EventRow,
  authorId: number,
): Promise<ReportFields> {
  const { reports, ratings } = await findFiledOn(db, [event.id]);
  const report = reports.find((r) => r.id === reportId);
  if (!report) throw AppError.notFound();
  const presented = presentReport(report, false);
  const defined = REPORT_ANSWER_FIELDS.map((field) => [field, presented[field]]).filter(
    ([, value]) => value !== null,
  );
  const own = ratings.filter((r) => r.createdById === authorId);
  return {
    ...Object.fromEntries(defined),
    ...(formOf(event.type) === 'pm_report'
      ? { developer_ratings: own.map((r) => ({ user: { id: r.userId }, rating: r.rating })) }
      : {}),
  } as ReportFields;
}

/**
 * PATCH progress-reports/{id}/: its author, within the window; the merged report meets the same
 * form rules; `remove_attachments` drops images of this report, `uploads` adds some; a PM's
 * ratings are replaced. One transaction.
 */
export async function changeReport(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  request: FastifyRequest,
): Promise<ProgressReport> {
  const { fields, uploads } = await readReportRequest(request);
  await transactionWithUploads(app, async (tx, batch) => {
    const report = await lockReport(tx, id);
    if (!report) throw AppError.notFound();
    const { event, loaded } = await loadEventForActor(tx, actor, report.eventId);
    assertMayEdit(actor, loaded.facts, report.authorId, event, new Date());
    const patch = progressReportPatchBody.safeParse(fields);
    if (!patch.success) throw validation(patch.error);
    const { remove_attachments: remove = [], ...changes } = patch.data;
    const form = formOf(event.type);
    if (form === 'client_rating') throw AppError.field('non_field_errors', R.useRatings);
    const merged = { ...(await storedAnswers(tx, id, event, actor.id)), ...changes };
    const body = await validFor(tx, event, merged);
    await updateReport(tx, id, columnsOf(form, body));
    const removed = await deleteAttachments(tx, id, [...new Set(remove)]);
    if (removed !== new Set(remove).size) throw AppError.field('remove_attachments', R.invalidChoice);
    await storeImages(tx, batch, id, uploads, actor.id);
    if (form === 'pm_report' && changes.developer_ratings) {
      await upsertRatings(tx, {
        eventId: event.id,
        raterId: actor.id,
        ratings: changes.developer_ratings.map((r) => ({ userId: r.user.id, rating: r.rating })),
      });
    }
  });
  return getReport(app, actor, id);
}
