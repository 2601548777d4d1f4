import { type Actor, can } from '@kazi/shared/auth/permissions';
import { INCOMING_INVOICE_TYPES, type InvoiceType } from '@kazi/shared/invoices/rules';
import { and, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { asParameters, type Bind } from '../../db/prepared.ts';
import { invoices } from '../../db/schema/index.ts';
import { memberProjectIds } from '../project-core/index.ts';

/** The invoices table or an alias of it (the payouts list reads an earlier member of a batch). */
export type InvoicesTable = typeof invoices;

/**
 * The types of invoices the actor may see at all: incoming ones with `payments.view_incoming`
 * (developers have none), payouts (purchase) with `payouts.view` (clients have none).
 */
export function visibleTypes(actor: Actor): readonly InvoiceType[] {
  const types: InvoiceType[] = can(actor, 'payments.view_incoming') ? [...INCOMING_INVOICE_TYPES] : [];
  if (can(actor, 'payouts.view')) types.push('purchase');
  return types;
}

/** What typesIn says of the types in words (the rest is their value): payouts alone, with others, or none. */
export function typesKey(types: readonly InvoiceType[]): 'payouts' | 'with payouts' | 'incoming' {
  if (types.length === 1 && types[0] === 'purchase') return 'payouts';
  return types.includes('purchase') ? 'with payouts' : 'incoming';
}

/**
 * The types as the planner reads them. Payouts alone, or every type but payouts, are said in words
 * too: the indexes of payouts (migration 0035's and the recipient's) and of incoming invoices
 * (migration 0039) have those predicates, which the planner proves from words only, never from a
 * parameter; a plan for any values (a named statement's) then still walks them. A developer's own
 * payouts planned for any values read every one of theirs with the types as a parameter (690 ms
 * against 1 ms at 1,000,000 payouts).
 */
function typesIn(types: readonly InvoiceType[], table: InvoicesTable, bind: Bind): SQL {
  const said = typesKey(types);
  if (said === 'payouts') return sql`${table.type} = 'purchase'`;
  const asked = sql`${table.type} = any(${bind('types', [...types])}::text[])`;
  return said === 'with payouts' ? asked : sql`${asked} and ${table.type} <> 'purchase'`;
}

const permissionKeys = new WeakMap<Actor['permissions'], string>();

/**
 * The actor's permissions as a key of the statements built once per shape (prepared.ts
 * shapedOncePerKey): what scopeOf and the lists decide from (the lists permissionsOf hands out are
 * shared, so each is joined once).
 */
export function permissionsKey(actor: Actor): string {
  let key = permissionKeys.get(actor.permissions);
  if (key === undefined) {
    key = actor.permissions.join(',');
    permissionKeys.set(actor.permissions, key);
  }
  return key;
}

/** Whether a scoped person's invoices are kept to their projects by the scope or by the statement. */
export type TheirProjects = 'checked' | 'walked';

/**
 * The invoices the actor may see (ADR 032 Scope, ADR 033): on every project with
 * `projects.view_all`; else, for people who see incoming payments (client managers, CSOs,
 * clients), on the projects they open (the project core's places: owner, cm, cso, creator,
 * accepted team member); else (developers, who see payouts only) their own payouts
 * (`user_id`, on any project, also one they left). Of the types they may see (typesIn); never
 * deleted ones; draft invoices only on Kazi's side (`invoices.view_drafts`): a client sees an
 * invoice once it is sent for approval. A developer sees their draft payouts (the Payoneer
 * warning is about those).
 * `bind` writes the values (as parameters, or as placeholders for a statement built once).
 * `theirProjects: 'walked'` leaves the condition on their projects to a statement that reads those
 * projects one by one (repository.ts theirProjectsWalk).
 */
export function scopeOf(
  actor: Actor,
  types: readonly InvoiceType[],
  table: InvoicesTable = invoices,
  bind: Bind = asParameters,
  theirProjects: TheirProjects = 'checked',
): SQL {
  const where: (SQL | undefined)[] = [
    isNull(table.deletedAt),
    typesIn(types, table, bind),
    draftsHiddenFrom(actor, table),
  ];
  if (seesTheirProjects(actor)) {
    if (theirProjects === 'checked')
      where.push(sql`${table.projectId} = any(${projectsOf(bind('actor', actor.id))})`);
  } else if (seesOwnPayoutsOnly(actor)) {
    where.push(sql`${table.userId} = ${bind('actor', actor.id)}`);
  }
  return and(...where) as SQL;
}

/**
 * Draft invoices are Kazi's side's (`invoices.view_drafts`); anyone else sees an incoming invoice
 * once it is sent for approval, and their draft payouts. On the invoices or a table of their counts.
 */
export function draftsHiddenFrom(
  actor: Actor,
  table: Record<'status' | 'type', SQLWrapper>,
): SQL | undefined {
  if (can(actor, 'invoices.view_drafts')) return undefined;
  return sql`(${table.status} <> 'draft' or ${table.type} = 'purchase')`;
}

/** Whether the actor sees only the payouts made to them (developers and designers). */
export const seesOwnPayoutsOnly = (actor: Actor) =>
  !can(actor, 'projects.view_all') && !can(actor, 'payments.view_incoming');

/** Whether the actor sees the invoices of the projects they hold a place on (and no others). */
export const seesTheirProjects = (actor: Actor) =>
  !can(actor, 'projects.view_all') && can(actor, 'payments.view_incoming');

/** The projects whose invoices such an actor sees. */
export const projectsOf = (actor: SQLWrapper) => memberProjectIds(actor, 'accepted');
