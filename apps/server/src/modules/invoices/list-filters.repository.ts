import { type Actor, can } from '@kazi/shared/auth/permissions';
import { payoutIdOfReference } from '@kazi/shared/invoices/payout-sheets';
import type { InvoiceType } from '@kazi/shared/invoices/rules';
import type { InvoiceListQuery } from '@kazi/shared/invoices/schemas';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/like.ts';
import { asParameters, type Bind, shapedOncePerKey } from '../../db/prepared.ts';
import { invoiceSearchText, invoices } from '../../db/schema/index.ts';
import {
  type InvoicesTable,
  permissionsKey,
  scopeOf,
  type TheirProjects,
  typesKey,
} from './scope.repository.ts';

/*
 * What an invoice list keeps (ADR 032): its WHERE for an actor and a query, the values it binds,
 * and its shape written once per key. The list, the payouts list and the export read by it.
 */

/**
 * Projects whose title or client (the owner's company or name) holds the term, as an `array(…)`:
 * each arm an index lookup or a scan of one table, never of the invoices.
 */
const projectsMatching = (pattern: SQLWrapper) => sql`array(
  select id from projects where lower(title) like ${pattern}
  union all select p.id from companies c join projects p on p.owner_id = c.owner_id
    where lower(c.name) like ${pattern}
  union all select p.id from users u join projects p on p.owner_id = u.id
    where lower(u.first_name || ' ' || u.last_name) like ${pattern})`;

/** What the list filters by besides the types (export/ filters the same way). */
export type ListFilterQuery = Pick<
  InvoiceListQuery,
  'archived' | 'paid' | 'overdue' | 'exclude_status' | 'project' | 'payment_method' | 'issued' | 'search'
>;

/**
 * Every value a list's WHERE binds, by name (scopeOf's `actor` and `types` too); each filter the
 * list has takes its own. A statement built once per shape takes them as they are.
 */
export function listValues(
  actor: Actor,
  query: ListFilterQuery,
  types: readonly InvoiceType[],
  today: string,
) {
  const term = query.search?.toLowerCase();
  return {
    actor: actor.id,
    types: [...types],
    today,
    excludeStatus: query.exclude_status,
    project: query.project,
    paymentMethod: query.payment_method,
    pattern: term ? `%${escapeLike(term)}%` : undefined,
    // A payout not yet numbered is named by its reference, `PO-<id>`, in its sheets and lists.
    payoutId: term && types.includes('purchase') ? payoutIdOfReference(term) : null,
  };
}

/**
 * What a list's WHERE (listFilters, scopeOf) is written from besides its values: the actor's
 * permissions, the types, which filters it has and their yes-or-no values, a search by payout
 * reference, and whether the statement walks the person's projects itself. Two lists with one
 * key have one WHERE text (list-filters.unit.test.ts).
 */
export function listShapeKey(
  actor: Actor,
  query: ListFilterQuery,
  types: readonly InvoiceType[],
  theirProjects: TheirProjects,
): string {
  const values = listValues(actor, query, types, '');
  return [
    permissionsKey(actor),
    typesKey(types),
    query.archived,
    query.paid,
    query.overdue,
    Boolean(query.exclude_status),
    Boolean(query.project),
    Boolean(query.payment_method),
    query.issued,
    Boolean(values.pattern),
    values.payoutId !== null,
    theirProjects,
  ].join('|');
}

/** A list's WHERE as a shape, written once per key (listShapeKey) and executed with listValues. */
const listShapes = shapedOncePerKey(
  (
    request: {
      actor: Actor;
      query: ListFilterQuery;
      types: readonly InvoiceType[];
      theirProjects: TheirProjects;
    },
    bind,
  ) =>
    listFilters(
      request.actor,
      request.query,
      request.types,
      '',
      invoices,
      bind,
      request.theirProjects,
    ) as SQL,
);

export const listShape = (
  actor: Actor,
  query: ListFilterQuery,
  types: readonly InvoiceType[],
  theirProjects: TheirProjects = 'checked',
) => listShapes(listShapeKey(actor, query, types, theirProjects), { actor, query, types, theirProjects });

/**
 * The list's WHERE for this actor (ADR 032; the query's filters, `today` for overdue, `YYYY-MM-DD`),
 * on the invoices table or an alias of it; `bind` writes the values (as parameters, or as
 * placeholders for a statement built once per shape); `theirProjects` as scopeOf takes it.
 */
export function listFilters(
  actor: Actor,
  query: ListFilterQuery,
  types: readonly InvoiceType[],
  today: string,
  t: InvoicesTable = invoices,
  bind: Bind = asParameters,
  theirProjects: TheirProjects = 'checked',
): SQL | null {
  if (!types.length) return null;
  const values = listValues(actor, query, types, today);
  // Yes-or-no filters in words, not values: a statement planned once for any values (pagedByWindow)
  // can then use the indexes of unpaid, unarchived invoices, whose predicates are in words.
  const where: (SQL | undefined)[] = [
    scopeOf(actor, types, t, bind, theirProjects),
    query.archived ? sql`${t.archived}` : sql`not ${t.archived}`,
  ];
  if (query.paid !== undefined) where.push(query.paid ? sql`${t.paid}` : sql`not ${t.paid}`);
  if (query.overdue !== undefined) {
    const overdue = sql`(not ${t.paid} and ${t.dueAt} < ${bind('today', values.today)}::date)`;
    where.push(query.overdue ? overdue : sql`not ${overdue}`);
  }
  if (query.exclude_status) where.push(sql`${t.status} <> ${bind('excludeStatus', values.excludeStatus)}`);
  if (query.project) where.push(eq(t.projectId, bind('project', values.project)));
  if (query.payment_method) where.push(eq(t.paymentPlatform, bind('paymentMethod', values.paymentMethod)));
  if (query.issued !== undefined) {
    // Issued (rules.ts isIssued) in words, on the columns themselves: no values to plan for.
    const issued = sql`(${t.finalized} or ${t.lastSentAt} is not null)`;
    where.push(query.issued ? issued : sql`not ${issued}`);
  }
  if (values.pattern) {
    const pattern = bind('pattern', values.pattern);
    // Over every project the trigram indexes find the matches; a scoped person's invoices are
    // bounded by their projects, so their search reads those, with the text it matches, from their
    // projects' index (invoiceSearchText), and never walks a common term's matches across every
    // client (1,000,000 invoices on a busy machine: 1.6 s against 0.12 s).
    const ownText = can(actor, 'projects.view_all')
      ? sql`lower(${t.title}) like ${pattern} or lower(${t.number}) like ${pattern}`
      : sql`${invoiceSearchText(t)} like ${pattern}`;
    const byReference =
      values.payoutId === null
        ? sql``
        : sql` or (${t.id} = ${bind('payoutId', values.payoutId)} and ${t.type} = 'purchase')`;
    where.push(sql`(${ownText} or ${t.projectId} = any(${projectsMatching(pattern)})${byReference})`);
  }
  return and(...where) as SQL;
}
