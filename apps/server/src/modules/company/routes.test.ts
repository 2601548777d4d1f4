import type { Company } from '@kazi/shared/company/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newClient = () => loginAs(t.app, 'client', { company: null, onboardingStage: 'two' });
const canContribute = async (id: number) =>
  (await t.app.db.select({ c: users.canContribute }).from(users).where(eq(users.id, id)))[0]?.c;

const address = { street: 'Friedrichstraße', plot_number: '43', city: 'Berlin', postal_code: '10117' };

describe('GET me/company/', () => {
  it("answers the client's own company, or null before the first save", async () => {
    const { client } = await loginAs(t.app, 'client');
    const body = (await client.get('/api/me/company/')).json();
    expect(body.company).toMatchObject({
      name: 'Acme Logistics B.V.',
      country: 'NL',
      country_name: 'Netherlands',
      vat_number: 'NL123456789B01',
    });
    const { client: fresh } = await newClient();
    expect((await fresh.get('/api/me/company/')).json()).toEqual({ company: null });
  });
});

describe('PATCH me/company/', () => {
  it('creates the company on the first save (name required) and makes the client able to contribute', async () => {
    const { client, user } = await newClient();
    const nameless = await client.patch('/api/me/company/', { company: { ...address, country: 'UG' } });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({ 'company.name': ['Company is required'] });
    expect(await canContribute(user.id)).toBe(false);
    const response = await client.patch('/api/me/company/', {
      company: { name: 'Savannah Apps Ltd', ...address, country: 'UG' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const company: Company = response.json().company;
    expect(company).toMatchObject({
      name: 'Savannah Apps Ltd',
      country: 'UG',
      country_name: 'Uganda',
      vat_number: null,
    });
    expect(await canContribute(user.id)).toBe(true);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'company'), eq(auditLog.targetId, String(company.id))));
    expect(audit.map((row) => row.action)).toEqual(['company.create']);
  });

  it('needs a VAT number for a company in the EU, reading the stored country too', async () => {
    const { client } = await newClient();
    const refused = await client.patch('/api/me/company/', {
      company: { name: 'Berlin Bytes GmbH', ...address, country: 'DE' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ 'company.vat_number': ['VAT is required for countries in EU regions'] });
    const saved = await client.patch('/api/me/company/', {
      company: { name: 'Berlin Bytes GmbH', ...address, country: 'DE', vat_number: 'DE123456789' },
    });
    expect(saved.statusCode).toBe(200);
    const cleared = await client.patch('/api/me/company/', { company: { vat_number: '' } });
    expect(cleared.json()).toEqual({ 'company.vat_number': ['VAT is required for countries in EU regions'] });
    const moved = await client.patch('/api/me/company/', { company: { country: 'KE', vat_number: '' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().company).toMatchObject({ country: 'KE', vat_number: null });
  });

  it.each([
    ['acme.africa', 'https://acme.africa/'],
    ['http://www.acme.co.ke/about', 'http://www.acme.co.ke/about'],
    ['', null],
  ])('takes the website %j as %j', async (website, stored) => {
    const { client } = await loginAs(t.app, 'client');
    const response = await client.patch('/api/me/company/', { company: { website } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().company.website).toBe(stored);
  });

  it.each([
    'not a url',
    'ftp://files.acme.test',
    'javascript:alert(1)',
    'https://localhost',
    'https://user:pw@acme.test',
  ])('refuses the website %j as company.website', async (website) => {
    const { client } = await loginAs(t.app, 'client');
    const response = await client.patch('/api/me/company/', { company: { website } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'company.website': ['Enter a valid URL.'] });
  });

  it('refuses blank profile and address fields with the spec messages, all at once', async () => {
    const { client } = await loginAs(t.app, 'client');
    const response = await client.patch('/api/me/company/', {
      company: { name: ' ', street: '', plot_number: '', city: '', postal_code: '', country: '' },
    });
    expect(response.json()).toEqual({
      'company.name': ['Company is required'],
      'company.street': ['Street is required'],
      'company.plot_number': ['Plot number is required'],
      'company.city': ['City is required'],
      'company.postal_code': ['Postal code is required'],
      'company.country': ['Country is required'],
    });
  });

  it.each([
    [{ company: { owner_id: 1 } }, 'company.owner_id'],
    [{ company: { id: 5 } }, 'company.id'],
    [{ name: 'Flat' }, 'name'],
    [{ company: { name: 'X' }, is_admin: true }, 'is_admin'],
  ])('refuses %j (mass assignment) and changes nothing', async (body, key) => {
    const { client, user } = await loginAs(t.app, 'client');
    const before = await t.app.db.select().from(companies).where(eq(companies.ownerId, user.id));
    const response = await client.patch('/api/me/company/', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(key);
    expect(await t.app.db.select().from(companies).where(eq(companies.ownerId, user.id))).toEqual(before);
  });

  it("changes only the caller's company", async () => {
    const { user: other } = await loginAs(t.app, 'client');
    const { client } = await loginAs(t.app, 'client');
    await client.patch('/api/me/company/', { company: { name: 'Mine Ltd' } });
    const [row] = await t.app.db.select().from(companies).where(eq(companies.ownerId, other.id));
    expect(row?.name).toBe('Acme Logistics B.V.');
  });
});

describe('me/company/ for client managers and support officers (ADR 020)', () => {
  it.each(['client_manager', 'client_support_officer'] as const)(
    'lets a %s keep a company without holding back their work',
    async (role) => {
      const { client, user } = await loginAs(t.app, role);
      expect((await client.get('/api/me/company/')).json()).toEqual({ company: null });
      const response = await client.patch('/api/me/company/', {
        company: { name: 'Kazi Client Services', ...address, country: 'KE' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().company).toMatchObject({ name: 'Kazi Client Services', country: 'KE' });
      expect(await canContribute(user.id)).toBe(true);
    },
  );
});
