import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { maskEmail, purgedIdentity } from './rules.ts';
import { accountUpdateBody } from './schemas.ts';
import { createClientBody, usersQuery } from './users.ts';

describe('account rules', () => {
  it('gives a purged person a pseudonym that keeps only the id', () => {
    expect(purgedIdentity(42)).toEqual({
      firstName: 'Deleted',
      lastName: 'user 42',
      email: 'deleted-42@users.invalid',
    });
  });

  it('masks an email address', () => {
    expect(maskEmail('amina@example.test')).toBe('a***@example.test');
  });
});

describe('account schemas', () => {
  it('takes one terms answer at a time', () => {
    expect(accountUpdateBody.safeParse({ agreed_at: true }).success).toBe(true);
    expect(accountUpdateBody.safeParse({ disagreed_at: '2026-01-01T10:00:00.000Z' }).success).toBe(true);
    expect(accountUpdateBody.safeParse({ agreed_at: 'yesterday' }).success).toBe(false);
    expect(
      accountUpdateBody.safeParse({ agreed_at: true, disagreed_at: true }).error?.issues[0]?.message,
    ).toBe(MESSAGES.account.termsBoth);
  });

  it('reads the users list filters as the spec sends them', () => {
    expect(usersQuery.parse({ is_active: 'True', account_type: 'admin', type: '1' })).toMatchObject({
      is_active: true,
      account_type: 'admin',
      type: 1,
      page: 1,
      page_size: 20,
    });
    expect(usersQuery.safeParse({ account_type: 'root' }).success).toBe(false);
  });

  const client = {
    email: 'Ops@Acme.test',
    username: 'ops@acme.test',
    first_name: 'Jo',
    last_name: 'Doe',
    source: 3,
    type: 2,
    company: {
      name: 'Acme',
      street: 'Main',
      plot_number: '1',
      city: 'Kampala',
      postal_code: '256',
      country: 'UG',
    },
  };

  it('accepts the spec’s new client payload', () => {
    expect(createClientBody.safeParse(client).success).toBe(true);
  });

  it.each([
    ['another type', { ...client, type: 3 }, 'type'],
    ['another username', { ...client, username: 'root' }, 'username'],
    ['no country', { ...client, company: { ...client.company, country: 'choose' } }, 'company.country'],
    ['a staff flag', { ...client, is_admin: true }, ''],
  ])('refuses %s', (_label, body, path) => {
    const result = createClientBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it.each([
    ['name', 200],
    ['plot_number', 50],
    ['postal_code', 20],
    ['vat_number', 50],
  ])('says the company %s’s own limit, %i characters', (field, max) => {
    const company = { ...client.company, [field]: 'x'.repeat(max + 1) };
    const result = createClientBody.safeParse({ ...client, company });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [`company.${field}`, `Ensure this field has no more than ${max} characters.`],
    ]);
    expect(
      createClientBody.safeParse({ ...client, company: { ...company, [field]: 'x'.repeat(max) } }).success,
    ).toBe(true);
  });
});
