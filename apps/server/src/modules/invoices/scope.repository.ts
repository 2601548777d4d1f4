import { type Actor, can } from '@kazi/shared/auth/permissions';
import { INCOMING_INVOICE_TYPES, type InvoiceType } from '@kazi/shared/invoices/rules';
import { and, isNull, type SQL, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import { memberProjectIds } from '../project-core/index.ts';

/**
 * The types of invoices the actor may see at all: incoming ones with `payments.view_incoming`
 * (developers have none); payouts (purchase) are the payouts issue's.
 */
export function visibleTypes(actor: Actor): readonly InvoiceType[] {
  return can(actor, 'payments.view_incoming') ? INCOMING_INVOICE_TYPES : [];
}

/**
 * The invoices the actor may see (ADR 032 Scope): on every project with `projects.view_all`, else
 * on the projects they open (the project core's places: owner, cm, cso, creator, accepted team
 * member), of the types they may see; never deleted ones; drafts only on Kazi's side (a client
 * sees an invoice once it is sent for approval).
 */
export function scopeOf(actor: Actor, types: readonly InvoiceType[]): SQL {
  const where: (SQL | undefined)[] = [
    isNull(invoices.deletedAt),
    sql`${invoices.type} = any(${sql.param([...types])}::text[])`,
  ];
  if (!can(actor, 'invoices.view_drafts')) where.push(sql`${invoices.status} <> 'draft'`);
  if (!can(actor, 'projects.view_all')) {
    where.push(sql`${invoices.projectId} = any(${memberProjectIds(actor.id, 'accepted')})`);
  }
  return and(...where) as SQL;
}
