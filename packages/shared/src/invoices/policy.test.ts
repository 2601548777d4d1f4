import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import {
  bulkActionsFor,
  canBulk,
  canDo,
  filtersByPlatform,
  type InvoiceAction,
  invoiceAbilities,
  listFiltersAllowed,
  payoutFiltersFor,
  permissionFor,
  refusalOf,
  seesExpected,
} from './policy.ts';
import type { InvoiceFacts } from './rules.ts';

const actor = (role: Role) => ({ id: 10, permissions: permissionsOf([role]) });
const invoice = (facts: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  type: 'sale',
  status: 'draft',
  paid: false,
  finalized: false,
  archived: false,
  dueAt: '2026-12-10',
  lastSentAt: null,
  ...facts,
});

describe('who may do what (spec 001 §6)', () => {
  it.each<[Role, InvoiceAction, Partial<InvoiceFacts>, boolean]>([
    ['pay_admin', 'edit', {}, true],
    ['admin', 'delete', {}, true],
    ['staff', 'edit', {}, false],
    ['pay_admin', 'edit', { finalized: true }, false],
    ['pay_admin', 'edit', { lastSentAt: '2026-11-01T00:00:00Z' }, false],
    ['pay_admin', 'edit', { paid: true }, false],
    ['staff', 'send_for_approval', { status: 'draft' }, true],
    ['staff', 'send_for_approval', { status: 'rejected' }, true],
    ['staff', 'send_for_approval', { status: 'pending' }, false],
    ['client', 'send_for_approval', { status: 'draft' }, false],
    ['client', 'approve', { status: 'pending' }, true],
    ['client', 'reject', { status: 'pending' }, true],
    ['client', 'approve', { status: 'draft' }, false],
    ['pay_admin', 'approve', { status: 'pending' }, false],
    ['admin', 'approve', { status: 'pending' }, true],
    ['client_manager', 'approve', { status: 'pending' }, false],
    ['pay_admin', 'generate', {}, true],
    ['pay_admin', 'generate', { finalized: true }, false],
    ['pay_admin', 'generate', { status: 'rejected' }, false],
    ['staff', 'generate', {}, false],
    ['pay_admin', 'mark_as_paid', {}, false],
    ['pay_admin', 'mark_as_paid', { finalized: true }, true],
    ['pay_admin', 'send_reminder', { lastSentAt: '2026-11-01T00:00:00Z' }, true],
    ['pay_admin', 'mark_as_paid', { finalized: true, paid: true }, false],
    ['client', 'mark_as_paid', { finalized: true }, false],
    ['pay_admin', 'archive', {}, true],
    ['pay_admin', 'archive', { paid: true }, false],
    ['pay_admin', 'archive', { archived: true }, false],
    ['developer', 'approve', { status: 'pending' }, false],
  ])('%s %s %j → %s', (role, action, facts, expected) => {
    expect(canDo(actor(role), action, invoice(facts))).toBe(expected);
  });

  it('offers nothing on an archived invoice', () => {
    const abilities = invoiceAbilities(actor('admin'), invoice({ archived: true, status: 'pending' }));
    expect(
      Object.entries(abilities).filter(
        ([key, value]) => value && key !== 'comment' && key !== 'view_history',
      ),
    ).toEqual([]);
  });

  it('shows history to admins and finance only, bulk and Expected to finance', () => {
    expect(invoiceAbilities(actor('admin'), invoice()).view_history).toBe(true);
    expect(invoiceAbilities(actor('pay_admin'), invoice()).view_history).toBe(true);
    expect(invoiceAbilities(actor('client'), invoice()).view_history).toBe(false);
    expect(invoiceAbilities(actor('staff'), invoice()).view_history).toBe(false);
    expect(canBulk(actor('pay_admin'))).toBe(true);
    expect(canBulk(actor('staff'))).toBe(false);
    expect(seesExpected(actor('pay_admin'))).toBe(true);
    expect(seesExpected(actor('client'))).toBe(false);
  });
});

describe('the bulk actions offered', () => {
  it('gives finance every action but approving, admins every one', () => {
    expect(bulkActionsFor(actor('pay_admin'))).toEqual([
      'mark_as_paid',
      'send_reminder',
      'archive',
      'delete',
      'generate',
    ]);
    expect(bulkActionsFor(actor('admin'))).toEqual([
      'approve',
      'mark_as_paid',
      'send_reminder',
      'archive',
      'delete',
      'generate',
    ]);
  });
});

describe('payouts (type purchase, spec 001 §4, §6; ADR 033)', () => {
  const payout = (facts: Partial<InvoiceFacts> = {}) => invoice({ type: 'purchase', ...facts });
  const payoneer = (status: 'active' | 'pending') => ({ provider: 'payoneer' as const, status });

  it.each<[Role, InvoiceAction, Partial<InvoiceFacts>, boolean]>([
    ['staff', 'approve', {}, true],
    ['client_manager', 'approve', {}, true],
    ['admin', 'reject', {}, true],
    ['pay_admin', 'approve', {}, false],
    ['client', 'approve', {}, false],
    ['developer', 'approve', {}, false],
    ['client_support_officer', 'approve', {}, false],
    ['staff', 'approve', { status: 'pending' }, false],
    ['staff', 'approve', { status: 'approved' }, false],
    ['staff', 'reject', { status: 'rejected' }, false],
    ['staff', 'approve', { recipientProvider: payoneer('pending') }, false],
    ['staff', 'approve', { recipientProvider: payoneer('active') }, true],
    ['staff', 'approve', { recipientProvider: { provider: 'iban', status: 'active' } }, true],
    ['staff', 'reject', { recipientProvider: payoneer('pending') }, true],
    ['pay_admin', 'mark_as_paid', { status: 'approved' }, true],
    ['pay_admin', 'mark_as_paid', { status: 'draft' }, false],
    ['pay_admin', 'mark_as_paid', { status: 'approved', paid: true }, false],
    ['staff', 'mark_as_paid', { status: 'approved' }, false],
    ['pay_admin', 'archive', { status: 'approved' }, true],
    ['pay_admin', 'archive', { paid: true }, false],
    ['pay_admin', 'generate', {}, false],
    ['pay_admin', 'send_reminder', { status: 'approved' }, false],
    ['staff', 'send_for_approval', {}, false],
    ['pay_admin', 'edit', { status: 'approved' }, false],
    ['pay_admin', 'delete', { status: 'draft' }, true],
    ['staff', 'approve', { archived: true }, false],
  ])('%s %s %j → %s', (role, action, facts, expected) => {
    expect(canDo(actor(role), action, payout(facts))).toBe(expected);
  });

  it('names the Payoneer rule as the reason (spec 001 §8)', () => {
    expect(refusalOf('approve', payout({ recipientProvider: payoneer('pending') }))).toBe(
      'Developer has inactive Payoneer account, Payout cannot be approved',
    );
  });

  it('asks managers for approving payouts, the invoices permission otherwise', () => {
    expect(permissionFor('approve', 'purchase')).toBe('payouts.approve_draft');
    expect(permissionFor('approve', 'sale')).toBe('invoices.approve');
    expect(permissionFor('mark_as_paid', 'purchase')).toBe('invoices.finalize');
  });

  it('offers bulk approve of payouts to admins only, the rest to finance', () => {
    expect(bulkActionsFor(actor('admin'), 'purchase')).toEqual([
      'approve',
      'mark_as_paid',
      'archive',
      'delete',
    ]);
    expect(bulkActionsFor(actor('pay_admin'), 'purchase')).toEqual(['mark_as_paid', 'archive', 'delete']);
    expect(bulkActionsFor(actor('staff'), 'purchase')).toEqual([]);
  });

  it('gives developers the all, pending and paid filters, the platform bar to admins and finance', () => {
    expect(payoutFiltersFor(actor('developer'))).toEqual(['all', 'pending', 'paid']);
    expect(payoutFiltersFor(actor('staff'))).toEqual(['all', 'pending', 'paid', 'overdue', 'archived']);
    expect(filtersByPlatform(actor('pay_admin'))).toBe(true);
    expect(filtersByPlatform(actor('admin'))).toBe(true);
    expect(filtersByPlatform(actor('staff'))).toBe(false);
  });

  it.each<[Role, boolean, boolean]>([
    ['admin', true, true],
    ['pay_admin', true, true],
    ['staff', true, false],
    ['client_manager', true, false],
    ['client', true, false],
    ['developer', false, false],
    ['designer', false, false],
  ])('lets %s filter lists by overdue and archived: %s, by platform: %s', (role, byStatus, byPlatform) => {
    const who = actor(role);
    expect(listFiltersAllowed(who, {})).toBe(true);
    expect(listFiltersAllowed(who, { archived: false })).toBe(true);
    expect(listFiltersAllowed(who, { archived: true })).toBe(byStatus);
    expect(listFiltersAllowed(who, { overdue: true })).toBe(byStatus);
    expect(listFiltersAllowed(who, { overdue: false })).toBe(byStatus);
    expect(listFiltersAllowed(who, { payment_method: 'iban' })).toBe(byPlatform);
  });
});
