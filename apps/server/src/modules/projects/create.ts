import { formatHours } from '@kazi/shared/hours/hours';
import { parseMoney } from '@kazi/shared/money/money';
import type { ProjectCreateBody } from '@kazi/shared/project-create';
import { projectKindOf } from '@kazi/shared/projects/create-schemas';
import { canCreateProject } from '@kazi/shared/projects/policy';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { transactionWithUploads } from '../files/service.ts';
import { deliverSoon } from '../mail/send.ts';
import { applyProjectCreateSteps, checkProjectCreate, recordProjectActivity } from '../project-core/index.ts';
import { insertProject } from './create.repository.ts';
import { resolveSkillIds } from './skills.repository.ts';

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export interface CreateInput {
  body: ProjectCreateBody;
  /** Files of a multipart body by document index (`documents[0][file]`). */
  files: Map<string, UploadedFile>;
  requestId: string;
}

/**
 * `POST projects/`: the project, then the registered create steps (slots and team, documents)
 * in one transaction, with the `create` activity (and the activity rows of those steps) and an
 * audit row. Invitation mails go out after the commit.
 */
export async function createProject(
  app: FastifyInstance,
  actor: SessionActor,
  input: CreateInput,
): Promise<number> {
  const { body } = input;
  if (!canCreateProject(actor, projectKindOf(body))) throw AppError.forbidden();
  checkProjectCreate(app, actor, body);
  const stage = body.stage ?? 'active';
  const id = await transactionWithUploads(app, async (tx: Db, uploads) => {
    const skillIds = body.skills ? await resolveSkillIds(tx, body.skills) : [];
    const payment = body.payment_structure;
    const row = await insertProject(tx, {
      title: body.title as string,
      description: body.description ?? '',
      category: body.category ?? 'project',
      type: body.type ?? null,
      stage,
      currency: body.currency ?? 'EUR',
      invoicingEmail: emptyToNull(body.invoicing_email),
      ccPrimaryEmail: emptyToNull(body.cc_primary_email),
      expectedStartDate: emptyToNull(body.expected_start_date),
      expectedEndDate: emptyToNull(body.expected_end_date),
      expectedDuration: emptyToNull(body.expected_duration),
      skillIds,
      contactName: emptyToNull(body.contact_name),
      contactEmail: emptyToNull(body.contact_email),
      paymentAmountMinor: payment?.amount == null ? null : parseMoney(payment.amount),
      paymentHoursPerWeek: payment?.hours_per_week == null ? null : formatHours(payment.hours_per_week),
      paymentType: payment?.payment_type ?? null,
      createdById: actor.id,
    });
    await recordProjectActivity(tx, {
      projectId: row.id,
      actorId: actor.id,
      action: 'create',
      data: { title: row.title, category: row.category, stage },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'project.create',
      targetType: 'project',
      targetId: row.id,
      after: { category: row.category, stage },
      requestId: input.requestId,
    });
    await applyProjectCreateSteps(tx, app, {
      actor,
      projectId: row.id,
      body,
      files: input.files,
      uploads,
      requestId: input.requestId,
    });
    return row.id;
  });
  await deliverSoon(app);
  return id;
}
