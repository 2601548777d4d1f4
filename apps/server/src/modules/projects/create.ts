import { can } from '@kazi/shared/auth/permissions';
import { CLIENT_DOCUMENT_TYPES } from '@kazi/shared/documents/schemas';
import { type ProjectCreateBody, projectKindOf } from '@kazi/shared/projects/create-schemas';
import { canCreateProject } from '@kazi/shared/projects/policy';
import { decimalToMinor } from '@kazi/shared/projects/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordProjectActivity } from '../activity/record.ts';
import { recordAudit } from '../audit/record.ts';
import { createProjectDocuments } from '../documents/create.ts';
import { transactionWithUploads } from '../files/service.ts';
import { deliverSoon } from '../mail/send.ts';
import { addParticipants, setProjectSlots } from '../team/participants.ts';
import { resolveSkillIds } from './skills.ts';

const USER_TYPE_CLIENT = 2;
const USER_TYPE_CLIENT_MANAGER = 3;

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Slots at creation. A client creating a project is its owner (they cannot name another); a
 * client manager creating one is its client manager unless an admin names another. Only
 * `project.manage_cm_cso` names a cm or cso; only staff-side creators name another owner.
 */
function slotsFor(actor: SessionActor, body: ProjectCreateBody) {
  const isClient = actor.user.type === USER_TYPE_CLIENT && !actor.roles.some((r) => r !== 'client');
  const mayNameCmCso = can(actor, 'project.manage_cm_cso');
  if (isClient && body.owner && body.owner.id !== actor.id) throw AppError.forbidden();
  if (!mayNameCmCso && ((body.cm && body.cm.id !== actor.id) || body.cso)) throw AppError.forbidden();
  const isCm = actor.roles.includes('client_manager') && actor.user.type === USER_TYPE_CLIENT_MANAGER;
  return {
    owner: isClient ? { id: actor.id } : (body.owner ?? undefined),
    cm: body.cm ?? (isCm ? { id: actor.id } : undefined),
    cso: body.cso ?? undefined,
  };
}

export interface CreateInput {
  body: ProjectCreateBody;
  /** Files of a multipart body by document index (`documents[0][file]`). */
  files: Map<number, UploadedFile>;
  requestId: string;
}

/**
 * `POST projects/`: the project, its slots, team and documents in one transaction, with the
 * `create` activity (and the slot, team and document activity rows of those steps) and an
 * audit row. Invitation mails go out after the commit.
 */
export async function createProject(
  app: FastifyInstance,
  actor: SessionActor,
  input: CreateInput,
): Promise<number> {
  const { body } = input;
  if (!canCreateProject(actor, projectKindOf(body))) throw AppError.forbidden();
  const slots = slotsFor(actor, body);
  const members = body.participation ?? [];
  if (members.length && !can(actor, 'project.manage_team')) throw AppError.forbidden();
  const documents = (body.documents ?? []).map((document, index) => ({
    ...document,
    file: input.files.get(index) ?? null,
  }));
  if (!can(actor, 'project.manage_documents')) {
    documents.forEach((document, index) => {
      if (!(CLIENT_DOCUMENT_TYPES as readonly string[]).includes(document.type)) {
        throw AppError.field(
          `documents.${index}.type`,
          'You may add requirements, wireframes and other documents only',
        );
      }
    });
  }
  const stage = body.stage ?? 'active';
  const id = await transactionWithUploads(app, async (tx: Db, uploads) => {
    const skillIds = body.skills ? await resolveSkillIds(tx, body.skills) : [];
    const payment = body.payment_structure;
    const [row] = await tx
      .insert(projects)
      .values({
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
        paymentAmountMinor: payment?.amount == null ? null : decimalToMinor(payment.amount),
        paymentHoursPerWeek: payment?.hours_per_week == null ? null : payment.hours_per_week.toFixed(2),
        paymentType: payment?.payment_type ?? null,
        createdById: actor.id,
      })
      .returning({ id: projects.id, title: projects.title, category: projects.category });
    if (!row) throw new Error('project insert returned nothing');
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
    await setProjectSlots(tx, app, {
      projectId: row.id,
      actorId: actor.id,
      ...slots,
      requestId: input.requestId,
    });
    await addParticipants(tx, app, {
      projectId: row.id,
      actorId: actor.id,
      members,
      requestId: input.requestId,
    });
    await createProjectDocuments(tx, uploads, { projectId: row.id, actorId: actor.id, documents });
    return row.id;
  });
  await deliverSoon(app);
  return id;
}
