import { randomUUID } from 'node:crypto';
import type {
  PayoutBatch,
  PayoutBatchCreateBody,
  PayoutBatchEditBody,
  PayoutRecipient,
  PayoutRows,
} from '@kazi/shared/invoices/payout-rows';
import { refusalOf } from '@kazi/shared/invoices/policy';
import { DEFAULT_PAYMENT_PERIOD, dueDateOf } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import type { Answer, IdempotentRequest } from '../idempotency/service.ts';
import { loadProjectForActor, presentPerson } from '../project-core/index.ts';
import { refused } from './form.ts';
import { presentBatch } from './payout-batch.presenter.ts';
import {
  type BatchMember,
  findBatchMembers,
  findBatchProject,
  findRecipients,
  teamMemberIds,
} from './payout-batch.repository.ts';
import { recordInvoiceChange } from './record.ts';
import { idempotentWrite } from './service.ts';
import { insertInvoiceRow, releaseTimesheetMonths, updateIfAllowed } from './writes.repository.ts';

const E = invoicesMessages.invoices.errors;
const P = invoicesMessages.invoices.payoutForm;

/** What every member of a batch shares: the form's fields. */
interface SharedFields {
  title: string;
  issuedAt: string;
  dueAt: string;
  paymentPeriod: number;
}

const sharedOf = (body: PayoutBatchCreateBody | PayoutBatchEditBody): SharedFields => {
  const paymentPeriod = body.payment_period ?? DEFAULT_PAYMENT_PERIOD;
  return {
    title: body.title,
    issuedAt: body.issued_at,
    dueAt: dueDateOf(body.issued_at, paymentPeriod),
    paymentPeriod,
  };
};

/**
 * Every row's recipient must be on the project's team, or already paid in the batch (a member
 * removed since keeps their payout): 400 under `rows.{i}.user` otherwise.
 */
async function checkRecipients(
  db: Db,
  projectId: number,
  rows: PayoutRows,
  inBatch: ReadonlySet<number | null> = new Set(),
) {
  const team = await teamMemberIds(
    db,
    projectId,
    rows.map((row) => row.user),
  );
  const fields: Record<string, string[]> = {};
  for (const row of rows) {
    if (!team.has(row.user) && !inBatch.has(row.user)) fields[`rows.${row.index}.user`] = [P.notDeveloper];
  }
  if (Object.keys(fields).length) throw AppError.validation(fields);
}

/** A payout in EUR without VAT (ADR 036), a draft of the batch. */
async function insertPayout(
  tx: Db,
  actor: SessionActor,
  projectId: number,
  batchRef: string,
  shared: SharedFields,
  row: PayoutRows[number],
  requestId: string,
) {
  const after = await insertInvoiceRow(tx, {
    type: 'purchase',
    projectId,
    userId: row.user,
    ...shared,
    currency: 'EUR',
    amountMinor: row.amountMinor,
    vatMinor: 0,
    totalMinor: row.amountMinor,
    vatMode: 'none',
    vatRateBp: 0,
    batchRef,
    createdById: actor.id,
  });
  await recordInvoiceChange(tx, {
    audit: 'create',
    event: 'created_draft',
    actorId: actor.id,
    before: null,
    after,
    requestId,
  });
}

async function presented(
  db: Db,
  actor: SessionActor,
  batchRef: string,
  projectId: number,
): Promise<PayoutBatch> {
  const [members, project] = [await findBatchMembers(db, batchRef), await findBatchProject(db, projectId)];
  if (!project || !members.length) throw AppError.notFound();
  return presentBatch(batchRef, project, members, actor);
}

/**
 * POST invoices/payouts/ (ADR 036): one draft payout per counted row, all sharing a new
 * `batch_ref`, on a project the actor may open that is not archived (409), each with its history
 * line and audit row, in one transaction: a refused row creates nothing.
 */
export function createBatch(
  app: FastifyInstance,
  actor: SessionActor,
  body: PayoutBatchCreateBody,
  idempotency: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<PayoutBatch>> {
  return idempotentWrite(app, idempotency, async (tx) => {
    const { project } = await loadProjectForActor(tx, actor, body.project.id);
    if (project.archived) throw AppError.conflict(E.projectArchived);
    await checkRecipients(tx, project.id, body.rows);
    const batchRef = randomUUID();
    const shared = sharedOf(body);
    for (const row of body.rows) await insertPayout(tx, actor, project.id, batchRef, shared, row, requestId);
    return { statusCode: 201, body: await presented(tx, actor, batchRef, project.id) };
  });
}

/** The batch's members the actor may reach (its project opens for them), or 404. */
async function loadBatch(db: Db, actor: SessionActor, batchRef: string, forUpdate: boolean) {
  const members = await findBatchMembers(db, batchRef, forUpdate);
  const [first] = members;
  if (!first) throw AppError.notFound();
  const { project } = await loadProjectForActor(db, actor, first.invoice.projectId);
  return { members, project };
}

export async function getBatch(
  app: FastifyInstance,
  actor: SessionActor,
  batchRef: string,
): Promise<PayoutBatch> {
  const { members, project } = await loadBatch(app.db, actor, batchRef, false);
  return presentBatch(batchRef, project, members, actor);
}

/** Every member's state must allow the change, and the project must not be archived (409 with the reason). */
function checkMembers(
  project: { archived: boolean },
  members: readonly BatchMember[],
  action: 'edit' | 'delete',
) {
  if (project.archived) throw AppError.conflict(E.projectArchived);
  for (const { invoice } of members) {
    const reason = refusalOf(action, invoice);
    if (reason) throw AppError.conflict(reason);
  }
}

async function deleteMember(
  tx: Db,
  actor: SessionActor,
  member: BatchMember,
  requestId: string,
  revision?: number,
) {
  const after = await updateIfAllowed(tx, member.invoice.id, 'delete', { deletedAt: new Date() }, revision);
  if (!after) throw await refused(tx, member.invoice.id, 'delete');
  await releaseTimesheetMonths(tx, after.id);
  await recordInvoiceChange(tx, {
    audit: 'delete',
    event: null,
    actorId: actor.id,
    before: member.invoice,
    after,
    requestId,
  });
}

/**
 * PATCH invoices/payouts/{batch_ref}/ (ADR 036): the batch as the form holds it now. A row of a
 * member's recipient changes that member (when anything changed), a new recipient gets a new
 * member, a member without a row is deleted; a rejected member saved again is a draft again (the
 * way back to approval: payouts are not sent for approval). `revisions` must name every live member at its
 * revision (else 409: the batch changed since it was read); every write is a conditional update
 * at that revision, with its history line and audit row, in one transaction.
 */
export function editBatch(
  app: FastifyInstance,
  actor: SessionActor,
  batchRef: string,
  body: PayoutBatchEditBody,
  idempotency: IdempotentRequest | null,
  requestId: string,
): Promise<Answer<PayoutBatch>> {
  return idempotentWrite(app, idempotency, async (tx) => {
    const { members, project } = await loadBatch(tx, actor, batchRef, true);
    const read = Object.entries(body.revisions);
    const stale =
      read.length !== members.length ||
      members.some(({ invoice }) => body.revisions[String(invoice.id)] !== invoice.revision);
    if (stale) throw AppError.conflict(P.staleBatch);
    checkMembers(project, members, 'edit');
    const byUser = new Map(members.map((member) => [member.invoice.userId, member]));
    await checkRecipients(tx, project.id, body.rows, new Set(byUser.keys()));

    const shared = sharedOf(body);
    for (const row of body.rows) {
      const member = byUser.get(row.user);
      if (!member) {
        await insertPayout(tx, actor, project.id, batchRef, shared, row, requestId);
        continue;
      }
      byUser.delete(row.user);
      const before = member.invoice;
      const same =
        before.amountMinor === row.amountMinor &&
        before.title === shared.title &&
        before.issuedAt === shared.issuedAt &&
        before.paymentPeriod === shared.paymentPeriod;
      // Saving a rejected payout again, changed or not, is its correction: a draft to approve again.
      if (same && before.status !== 'rejected') continue;
      const set = {
        ...shared,
        amountMinor: row.amountMinor,
        totalMinor: row.amountMinor,
        status: 'draft' as const,
      };
      const after = await updateIfAllowed(tx, before.id, 'edit', set, before.revision);
      if (!after) throw await refused(tx, before.id, 'edit');
      await recordInvoiceChange(tx, {
        audit: 'edit',
        event: 'updated',
        actorId: actor.id,
        before,
        after,
        requestId,
      });
    }
    for (const member of byUser.values()) {
      await deleteMember(tx, actor, member, requestId, member.invoice.revision);
    }
    return { statusCode: 200, body: await presented(tx, actor, batchRef, project.id) };
  });
}

/** DELETE invoices/payouts/{batch_ref}/ (ADR 036): every member, or none (409 with the reason). */
export async function deleteBatch(
  app: FastifyInstance,
  actor: SessionActor,
  batchRef: string,
  requestId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const { members, project } = await loadBatch(tx, actor, batchRef, true);
    checkMembers(project, members, 'delete');
    for (const member of members) await deleteMember(tx, actor, member, requestId);
  });
}

/** GET invoices/payouts/recipients/: the project's team members for the rows' selector. */
export async function listRecipients(
  app: FastifyInstance,
  actor: SessionActor,
  query: { project: number; search?: string; exclude?: number[] },
): Promise<{ results: PayoutRecipient[] }> {
  const { project } = await loadProjectForActor(app.db, actor, query.project);
  const rows = await findRecipients(app.db, project.id, query.search, query.exclude ?? []);
  return { results: rows.map(presentPerson) };
}
