import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import { canDo, refusalOf } from './policy.ts';
import type { InvoiceFacts } from './rules.ts';

const actor = (role: Role) => ({ id: 10, permissions: permissionsOf([role]) });
const payout = (facts: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  type: 'purchase',
  status: 'draft',
  paid: false,
  finalized: false,
  archived: false,
  dueAt: '2026-12-10',
  lastSentAt: null,
  ...facts,
});

describe('payout edit and delete (spec 001 §6, ADR 036)', () => {
  it.each<[Role, Partial<InvoiceFacts>, boolean]>([
    ['admin', {}, true],
    ['pay_admin', {}, true],
    ['staff', {}, true],
    ['staff', { status: 'pending' }, true],
    ['staff', { status: 'rejected' }, true],
    ['staff', { status: 'approved' }, false],
    ['staff', { paid: true }, false],
    ['staff', { archived: true }, false],
    ['staff', { projectArchived: true }, false],
    ['client_manager', {}, false],
    ['client', {}, false],
    ['developer', {}, false],
  ])('%s on %o: %s', (role, facts, allowed) => {
    expect(canDo(actor(role), 'edit', payout(facts))).toBe(allowed);
    expect(canDo(actor(role), 'delete', payout(facts))).toBe(allowed);
  });

  it('says why an approved payout is refused', () => {
    expect(refusalOf('edit', payout({ status: 'approved' }))).toBe(
      'An approved payout cannot be edited or deleted.',
    );
  });
});
