import { permissionsOf } from '@kazi/shared/auth/permissions';
import { CATEGORIES, rolesOf, USER_TYPE_VALUES } from '@kazi/shared/auth/roles';
import {
  INVOICE_STATUSES,
  INVOICE_TYPES,
  type InvoiceType,
  PAYMENT_PLATFORMS,
} from '@kazi/shared/invoices/rules';
import type { SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeholders, shapeOf } from '../../db/prepared.ts';
import { invoices } from '../../db/schema/index.ts';
import { type ListFilterQuery, listFilters, listShapeKey, listValues } from './list-filters.repository.ts';
import type { TheirProjects } from './scope.repository.ts';

const actors = fc
  .record({
    type: fc.constantFrom(...USER_TYPE_VALUES),
    category: fc.constantFrom(...CATEGORIES),
    is_admin: fc.boolean(),
    is_pay_admin: fc.boolean(),
    is_staff: fc.boolean(),
    id: fc.integer({ min: 1, max: 1000 }),
  })
  .map((user) => ({ id: user.id, permissions: permissionsOf(rolesOf(user)) }));

const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });

const queries: fc.Arbitrary<ListFilterQuery> = fc.record({
  archived: optional(fc.boolean()),
  paid: optional(fc.boolean()),
  overdue: optional(fc.boolean()),
  exclude_status: optional(fc.constantFrom(...INVOICE_STATUSES)),
  project: optional(fc.integer({ min: 1, max: 50 })),
  payment_method: optional(fc.constantFrom(...PAYMENT_PLATFORMS)),
  issued: optional(fc.boolean()),
  search: optional(fc.constantFrom('', 'zanzibar', 'PO-12', 'po-7', '50%_off', 'INV-2026')),
});

interface RequestOf {
  actor: { id: number; permissions: ReturnType<typeof permissionsOf> };
  query: ListFilterQuery;
  types: InvoiceType[];
  today: string;
  theirProjects: TheirProjects;
}

const requests: fc.Arbitrary<RequestOf> = fc.record({
  actor: actors,
  query: queries,
  types: fc.array(fc.constantFrom(...INVOICE_TYPES), { minLength: 1, maxLength: 6 }),
  today: fc.constantFrom('2026-12-01', '2027-01-31'),
  theirProjects: fc.constantFrom<TheirProjects>('checked', 'walked'),
});

/** A list's WHERE as each request used to write it: its text, and the values its builder bound. */
function writtenAlone(request: RequestOf) {
  const { bind, values } = placeholders();
  const { actor, query, types, today, theirProjects } = request;
  const where = listFilters(actor, query, types, today, invoices, bind, theirProjects) as SQL;
  return { key: shapeOf(where).key, values };
}

describe('a list WHERE written once per key (listShapeKey)', () => {
  it('is the same text for every request of one key', () => {
    const texts = new Map<string, string>();
    fc.assert(
      fc.property(requests, (request) => {
        const key = listShapeKey(request.actor, request.query, request.types, request.theirProjects);
        const text = writtenAlone(request).key;
        const seen = texts.get(key);
        if (seen === undefined) texts.set(key, text);
        else expect(text).toBe(seen);
      }),
      { numRuns: 5000 },
    );
    // Enough keys met more than once for the check to mean something.
    expect(texts.size).toBeGreaterThan(50);
  });

  it("executes with the values the request's own builder binds (listValues)", () => {
    fc.assert(
      fc.property(requests, (request) => {
        const { values } = writtenAlone(request);
        const given = listValues(request.actor, request.query, request.types, request.today);
        for (const [name, value] of Object.entries(values)) {
          expect(given[name as keyof typeof given], name).toEqual(value);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
