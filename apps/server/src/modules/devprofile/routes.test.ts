import type { Role } from '@kazi/shared/auth/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { addRate } from '../../db/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type SignedIn } from '../../test/client.ts';

let t: TestApp;
let talent: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  talent = await loginAs(t.app, 'developer', { firstName: 'Amina', lastName: 'Nakato' });
  await talent.client.patch('/api/me/profile/', { bio: 'Go and Postgres.', years_of_experience: 4 });
  await talent.client.post('/api/me/education/', {
    institution: 'Makerere University',
    award: 'BSc',
    start_month: 8,
    start_year: 2015,
    end_month: 6,
    end_year: 2019,
  });
});
afterAll(() => t.close());

describe('GET devprofile/{id}/', () => {
  it('shows the talent their own profile, without rates', async () => {
    const response = await talent.client.get(`/api/devprofile/${talent.user.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: talent.user.id,
      display_name: 'Amina Nakato',
      bio: 'Go and Postgres.',
      years_of_experience: 4,
      is_vetted: false,
      test_results: [],
      country_name: 'Uganda',
    });
    expect(body.education).toHaveLength(1);
    expect(body).not.toHaveProperty('payment_structure');
    expect(response.body).not.toContain(talent.user.email);
    expect(response.body).not.toContain('+256');
  });

  it.each<[Role, boolean, boolean]>([
    ['admin', true, true],
    ['pay_admin', true, true],
    ['staff', true, true],
    ['space_lead', true, false],
    ['client_manager', true, false],
    ['client_support_officer', true, false],
    ['client', false, false],
    ['developer', false, false],
    ['designer', false, false],
  ])('as %s: readable %s, rates %s', async (role, readable, rates) => {
    const { client } = await loginAs(t.app, role);
    const response = await client.get(`/api/devprofile/${talent.user.id}/`);
    expect(response.statusCode).toBe(readable ? 200 : 404);
    if (!readable) {
      expect(response.json()).toEqual(refusal('Not found.'));
      return;
    }
    const body = response.json();
    if (rates) expect(body.payment_structure).toEqual({ payout_rate: null, currency: 'EUR' });
    else expect(body).not.toHaveProperty('payment_structure');
  });

  it('gives those who see rates the payout rate in force today on the talent’s team', async () => {
    const hired = await loginAs(t.app, 'developer');
    const { client } = await loginAs(t.app, 'pay_admin');
    const rate = async () => (await client.get(`/api/devprofile/${hired.user.id}/`)).json().payment_structure;
    expect(await rate()).toEqual({ payout_rate: null, currency: 'EUR' });
    const project = await createProject(t.app.db);
    const team = await addParticipant(t.app.db, project.id, hired.user.id, { payoutRateMinor: 3000 });
    await addRate(t.app.db, team.id, '2099-01-01', { payoutRateMinor: 9900 });
    expect(await rate()).toEqual({ payout_rate: '30.00', currency: 'EUR' });
  });

  it('answers 404 for people who are not talents, and for unknown ids', async () => {
    const { client } = await loginAs(t.app, 'admin');
    const someClient = await loginAs(t.app, 'client');
    expect((await client.get(`/api/devprofile/${someClient.user.id}/`)).statusCode).toBe(404);
    expect((await client.get('/api/devprofile/99999999/')).statusCode).toBe(404);
  });

  it('shows space leads’ profiles too (they are talents)', async () => {
    const lead = await loginAs(t.app, 'space_lead');
    const { client } = await loginAs(t.app, 'staff');
    expect((await client.get(`/api/devprofile/${lead.user.id}/`)).statusCode).toBe(200);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await anonymous(t.app).get(`/api/devprofile/${talent.user.id}/`)).statusCode).toBe(401);
  });
});
