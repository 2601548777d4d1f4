import { MESSAGES } from '@kazi/shared/messages';
import { NO_ABILITIES } from '@kazi/shared/project-abilities';
import { describe, expect, it } from 'vitest';
import {
  currencyNote,
  paymentAccess,
  paymentChanges,
  paymentInitial,
  paymentSchema,
} from './payment-form.ts';

const project = (abilities: Partial<typeof NO_ABILITIES>, invoicing: string | null = null) => ({
  currency: 'EUR' as const,
  currency_locked: false,
  currency_locked_by: null,
  invoicing_email: invoicing,
  cc_primary_email: null,
  abilities: { ...NO_ABILITIES, view: true, ...abilities },
});

// A client support officer: `manage_payment` without `manage`, on a converted opportunity
// that has no invoicing e-mail yet.
const cso = project({ manage_payment: true });
const manager = project({ manage: true, manage_payment: true }, 'billing@example.test');

describe('paymentAccess', () => {
  it('gives the currency to manage_payment until it is locked, the e-mails to manage', () => {
    expect(paymentAccess(cso)).toEqual({ currency: true, emails: false });
    expect(paymentAccess({ ...manager, currency_locked: true })).toEqual({ currency: false, emails: true });
    expect(paymentAccess(project({}))).toEqual({ currency: false, emails: false });
  });

  it('locks the currency by invoices as by client rates', () => {
    const invoiced = { ...cso, currency_locked: true, currency_locked_by: 'invoices' as const };
    expect(paymentAccess(invoiced)).toEqual({ currency: false, emails: false });
  });
});

describe('currencyNote', () => {
  it('says why the currency is disabled, as its 409 would', () => {
    const locked = (by: 'client_rates' | 'invoices') => ({
      ...manager,
      currency_locked: true,
      currency_locked_by: by,
    });
    expect(currencyNote(manager)).toBeUndefined();
    expect(currencyNote(locked('client_rates'))).toBe(MESSAGES.projects.currencyLocked);
    expect(currencyNote(locked('invoices'))).toBe(MESSAGES.invoices.errors.currencyInvoiced);
    expect(currencyNote({ ...project({ manage: true }), currency_locked: true })).toBe(
      MESSAGES.projects.currencyStaffOnly,
    );
  });
});

describe('paymentSchema', () => {
  it('does not validate e-mails the user may not change', () => {
    const values = { ...paymentInitial(cso), currency: 'USD' as const };
    expect(paymentSchema(paymentAccess(cso)).safeParse(values).success).toBe(true);
  });

  it('requires a valid invoicing e-mail from those who may change it', () => {
    const schema = paymentSchema(paymentAccess(manager));
    const errors = (invoicing_email: string, cc_primary_email = '') =>
      schema
        .safeParse({ currency: 'EUR', invoicing_email, cc_primary_email })
        .error?.issues.map((issue) => issue.message);
    expect(errors('')).toEqual([MESSAGES.projects.invoicingEmailRequired]);
    expect(errors('accounts@')).toEqual([MESSAGES.projects.emailInvalid]);
    expect(errors('accounts@example.test', 'cc@')).toEqual([MESSAGES.projects.emailInvalid]);
    expect(errors(' accounts@example.test ')).toBeUndefined();
  });
});

describe('paymentChanges', () => {
  it('sends only the changed fields the user may change', () => {
    const initial = paymentInitial(cso);
    const edited = { currency: 'USD' as const, invoicing_email: 'x@example.test', cc_primary_email: '' };
    expect(paymentChanges(initial, edited, paymentAccess(cso))).toEqual({ currency: 'USD' });
    expect(paymentChanges(initial, edited, { currency: false, emails: false })).toEqual({});
  });

  it('trims e-mails, sends an emptied CC as null, and nothing when nothing changed', () => {
    const initial = { ...paymentInitial(manager), cc_primary_email: 'cc@example.test' };
    const access = paymentAccess(manager);
    expect(paymentChanges(initial, initial, access)).toEqual({});
    expect(
      paymentChanges(initial, { ...initial, invoicing_email: ' billing@example.test ' }, access),
    ).toEqual({});
    expect(
      paymentChanges(
        initial,
        { ...initial, invoicing_email: ' new@example.test', cc_primary_email: ' ' },
        access,
      ),
    ).toEqual({ invoicing_email: 'new@example.test', cc_primary_email: null });
  });
});
