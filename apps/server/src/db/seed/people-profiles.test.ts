import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, type TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

async function as(key: string): Promise<TestClient> {
  const client = anonymous(t.app);
  expect((await client.login(`${key}@demo.test`, DEMO_PASSWORD)).statusCode).toBe(200);
  return client;
}

describe('demo developer profiles and payout methods', () => {
  it('dev@ has work, education, projects with skills, and a share link that works', async () => {
    const dev = await as('dev');
    const work = (await dev.get('/api/me/work/')).json();
    expect(work.count).toBe(2);
    expect(work.results[0]).toMatchObject({ company: 'Andela', end_year: null });
    expect(work.results[0].skills.length).toBeGreaterThan(0);
    expect((await dev.get('/api/me/education/')).json().count).toBe(2);
    expect((await dev.get('/api/me/project/')).json().count).toBe(2);
    const share = (await dev.get('/api/profile/share/')).json();
    expect(share.is_link_enabled).toBe(true);
    const profile = (await anonymous(t.app).get(`/api/public-profiles/${share.key}/`)).json();
    expect(profile).toMatchObject({ first_name: 'Amina', years_of_experience: 6 });
    expect(profile.avatar_url).toMatch(/^\/api\/public-profiles\/.+\/avatar\/$/);
    expect(profile.skills.filter((s: { primary: boolean }) => s.primary).length).toBeGreaterThan(0);
  });

  it('designer@ has a switched-off link (404) and a full profile', async () => {
    const designer = await as('designer');
    const share = (await designer.get('/api/profile/share/')).json();
    expect(share.is_link_enabled).toBe(false);
    expect((await anonymous(t.app).get(`/api/public-profiles/${share.key}/`)).statusCode).toBe(404);
    expect((await designer.get('/api/me/work/')).json().count).toBe(2);
  });

  it('dev@ is paid by IBAN (default) and has Wise; designer@ Wise (default) and a pending Payoneer; spacelead@ none', async () => {
    const methods = async (key: string) => (await (await as(key)).get('/api/payment-providers/')).json();
    const dev = await methods('dev');
    expect(dev.default_account_provider).toMatchObject({ payment_provider: 'iban' });
    expect(
      dev.payment_provider_accounts.map((a: { payment_provider: string }) => a.payment_provider),
    ).toEqual(['iban', 'wise']);
    const designer = await methods('designer');
    expect(designer.default_account_provider).toMatchObject({ payment_provider: 'wise' });
    expect(designer.payment_provider_accounts.map((a: { status: string }) => a.status).sort()).toEqual([
      'active',
      'pending',
    ]);
    expect((await methods('spacelead')).payment_provider_accounts).toEqual([]);
    const history = (await (await as('dev')).get('/api/iban/')).json();
    expect(history.results.map((r: { status: string }) => r.status)).toEqual(['active', 'replaced']);
  });
});
