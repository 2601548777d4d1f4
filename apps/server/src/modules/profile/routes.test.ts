import type { Profile } from '@kazi/shared/profile/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fresh = (role: 'developer' | 'client' | 'client_manager' | 'designer' = 'developer') =>
  loginAs(t.app, role, role === 'client' ? {} : { profile: null, idDocument: false });

describe('GET me/profile/', () => {
  it('answers the profile of the caller, with the user and empty skill groups', async () => {
    const { client, user } = await loginAs(t.app, 'developer', { firstName: 'Amina', lastName: 'Nakato' });
    const response = await client.get('/api/me/profile/');
    expect(response.statusCode, response.body).toBe(200);
    const body: Profile = response.json();
    expect(body).toMatchObject({
      id: user.id,
      user: { id: user.id, first_name: 'Amina', last_name: 'Nakato', display_name: 'Amina Nakato' },
      phone_number: '+256772000001',
      street: 'Kampala Road',
      country: 'UG',
      country_name: 'Uganda',
      is_vetted: false,
      skills: [],
      skills_details: {
        language: [],
        framework: [],
        library: [],
        platform: [],
        storage: [],
        api: [],
        other: [],
      },
    });
    expect(body.id_document).toMatchObject({ name: 'id-document.png', mime_type: 'image/png' });
  });

  it('answers a person without a profile row with empty fields', async () => {
    const { client } = await fresh('developer');
    const body: Profile = (await client.get('/api/me/profile/')).json();
    expect(body).toMatchObject({
      phone_number: null,
      street: null,
      id_document: null,
      referral_details: null,
    });
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous(t.app).get('/api/me/profile/')).statusCode).toBe(401);
  });
});

describe('PATCH me/profile/ (JSON)', () => {
  it('saves names, phone (as E.164) and address, with an audit row naming only the fields', async () => {
    const { client, user } = await fresh();
    const response = await client.patch('/api/me/profile/', {
      user: { id: user.id, first_name: ' Brian ', last_name: 'Otieno' },
      phone_number: '+254 712 345 678',
      street: 'Moi Avenue',
      plot_number: '12B',
      postal_code: '00100',
      city: 'Nairobi',
      country: 'ke',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { first_name: 'Brian', last_name: 'Otieno' },
      phone_number: '+254712345678',
      country: 'KE',
      country_name: 'Kenya',
      city: 'Nairobi',
    });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    const row = audit.find((entry) => entry.action === 'profile.update');
    expect(row?.after).toEqual({
      fields: [
        'user.first_name',
        'user.last_name',
        'phone_number',
        'street',
        'plot_number',
        'postal_code',
        'city',
        'country',
      ],
    });
    expect(JSON.stringify(row)).not.toContain('Nairobi');
  });

  it('gives a talent a referral code with the first write, and keeps it', async () => {
    const { client } = await fresh();
    const first: Profile = (await client.patch('/api/me/profile/', { city: 'Kampala' })).json();
    expect(first.referral_details?.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const second: Profile = (await client.patch('/api/me/profile/', { city: 'Entebbe' })).json();
    expect(second.referral_details).toEqual(first.referral_details);
  });

  it('gives no referral code to people who may not refer', async () => {
    for (const role of ['client', 'client_manager'] as const) {
      const { client } = await loginAs(t.app, role);
      const body: Profile = (
        await client.patch('/api/me/profile/', { phone_number: '+31 6 1234 5678' })
      ).json();
      expect(body.referral_details).toBeNull();
    }
  });

  it.each([
    [{ user: { first_name: '' } }, { 'user.first_name': ['First name is required'] }],
    [{ user: { last_name: '  ' } }, { 'user.last_name': ['Last name is required'] }],
    [{ phone_number: '' }, { phone_number: ['Phone number is required'] }],
    [{ phone_number: '0772 000 001' }, { phone_number: ['Invalid country calling code'] }],
    [{ phone_number: '+999 1234' }, { phone_number: ['Invalid country calling code'] }],
    [{ country: 'XX' }, { country: ['Select a valid country'] }],
    [{ bio: 'x'.repeat(451) }, { bio: ['Ensure this field has no more than 450 characters.'] }],
    [{ years_of_experience: 'ten' }, { years_of_experience: ['Enter a whole number.'] }],
    [{ years_of_experience: -1 }, { years_of_experience: ['Enter a whole number.'] }],
  ])('refuses %j with %j', async (body, errors) => {
    const { client } = await fresh();
    const response = await client.patch('/api/me/profile/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('lists every failing field at once', async () => {
    const { client } = await fresh();
    const response = await client.patch('/api/me/profile/', {
      user: { first_name: '', last_name: '' },
      phone_number: 'abc',
    });
    expect(response.json()).toEqual({
      'user.first_name': ['First name is required'],
      'user.last_name': ['Last name is required'],
      phone_number: ['Invalid country calling code'],
    });
  });

  it('refuses blank address fields with the spec messages, except for project owners', async () => {
    const blank = { street: '', plot_number: '', postal_code: ' ', city: '', country: '' };
    const { client: developer } = await fresh('developer');
    const refused = await developer.patch('/api/me/profile/', blank);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      street: ['Street is required'],
      plot_number: ['Plot number is required'],
      postal_code: ['Postal code is required'],
      city: ['City is required'],
      country: ['Country is required'],
    });
    const { client: staff } = await loginAs(t.app, 'client_manager');
    expect((await staff.patch('/api/me/profile/', { city: '' })).json()).toEqual({
      city: ['City is required'],
    });
    const { client: owner } = await loginAs(t.app, 'client');
    const accepted = await owner.patch('/api/me/profile/', blank);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ street: null, country: null });
  });

  it('keeps the developer-profile fields for talents (400 for others)', async () => {
    const { client } = await loginAs(t.app, 'client');
    const response = await client.patch('/api/me/profile/', {
      bio: 'Hello',
      skills: [],
      years_of_experience: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      bio: ['This field does not apply to your account.'],
      years_of_experience: ['This field does not apply to your account.'],
      skills: ['This field does not apply to your account.'],
    });
    const { client: designer } = await loginAs(t.app, 'designer');
    const saved = await designer.patch('/api/me/profile/', { bio: 'I design.', years_of_experience: '7' });
    expect(saved.json()).toMatchObject({ bio: 'I design.', years_of_experience: 7 });
  });

  it.each([
    ['is_admin', { is_admin: true }],
    ['is_vetted', { is_vetted: true }],
    ['referral_details', { referral_details: { referral_code: 'MINE' } }],
    ['user.email', { user: { email: 'x@example.test' } }],
    ['user.type', { user: { type: 3 } }],
    ['__proto__', JSON.parse('{"__proto__": {"is_admin": true}}')],
  ])('refuses the key %s with 400 and changes nothing', async (key, body) => {
    const { client, user } = await fresh();
    const before = await t.app.db.select().from(users).where(eq(users.id, user.id));
    const response = await client.request('PATCH', '/api/me/profile/', JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    if (key !== '__proto__') expect(Object.keys(response.json())).toEqual([key]);
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toEqual(before);
    expect(await t.app.db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
  });

  it('changes only the caller, whatever user id the body names', async () => {
    const { user: other } = await loginAs(t.app, 'developer', { firstName: 'Other' });
    const { client, user } = await fresh();
    const response = await client.patch('/api/me/profile/', { user: { id: other.id, first_name: 'Mine' } });
    expect(response.json().user).toMatchObject({ id: user.id, first_name: 'Mine' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.firstName).toBe('Other');
  });
});

describe('can_contribute follows the completeness rules', () => {
  it('turns true for a talent once names, phone, ID document and address are in', async () => {
    const { client, user } = await fresh();
    const stored = async () =>
      (await t.app.db.select({ c: users.canContribute }).from(users).where(eq(users.id, user.id)))[0]?.c;
    await client.patch('/api/me/profile/', {
      phone_number: '+256 772 123 456',
      street: 'Kampala Road',
      plot_number: '4',
      postal_code: '256',
      city: 'Kampala',
      country: 'UG',
    });
    expect(await stored()).toBe(false);
    const { solidPng } = await import('../../db/factories/files.ts');
    const response = await client.upload(
      '/api/me/profile/',
      [{ name: 'id_document', fileName: 'passport.png', bytes: solidPng(8, 8, [1, 2, 3]) }],
      { method: 'PATCH' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toBe(true);
    expect((await client.get('/api/auth/verify/')).json().user.can_contribute).toBe(true);
  });
});
