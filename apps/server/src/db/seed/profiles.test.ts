import type { Profile } from '@kazi/shared/profile/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, type TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestApp;
const clients = new Map<string, TestClient>();
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

async function as(key: string): Promise<TestClient> {
  let client = clients.get(key);
  if (!client) {
    client = anonymous(t.app);
    expect((await client.login(`${key}@demo.test`, DEMO_PASSWORD)).statusCode).toBe(200);
    clients.set(key, client);
  }
  return client;
}
const profileOf = async (key: string): Promise<Profile> =>
  (await (await as(key)).get('/api/me/profile/')).json();

describe('demo profiles', () => {
  it.each(['admin', 'payadmin', 'cm', 'cso', 'spacelead', 'client', 'dev', 'designer'])(
    '%s@ has an avatar others can see, a phone number and (but the client) an address',
    async (key) => {
      const profile = await profileOf(key);
      expect(profile.image).toMatch(/^\/api\/avatars\/\d+\/$/);
      const avatar = await (await as('newdev')).get(profile.image as string);
      expect(avatar.statusCode).toBe(200);
      expect(avatar.headers['content-type']).toBe('image/png');
      expect(profile.phone_number).toMatch(/^\+\d{8,15}$/);
      if (key !== 'client') expect(profile.city).toBeTruthy();
    },
  );

  it('gives the talents a developer profile, and developers a referral code', async () => {
    const dev = await profileOf('dev');
    expect(dev.bio).toBeTruthy();
    expect(dev.skills.filter((skill) => skill.primary)).toHaveLength(3);
    expect(dev.skills_details.language.map((skill) => skill.name)).toEqual(['TypeScript']);
    expect(dev.referral_details?.referral_code).toMatch(/^[A-Z2-9]{10}$/);
    expect(dev.id_document).not.toBeNull();
    const designer = await profileOf('designer');
    expect(designer.skills_details.platform.map((skill) => skill.name)).toEqual(['Figma']);
    expect(designer.referral_details).not.toBeNull();
    expect((await profileOf('spacelead')).country_name).toBe('Ghana');
  });

  it('gives the client a complete EU company with VAT, and leaves the new accounts to onboarding', async () => {
    const { company } = (await (await as('client')).get('/api/me/company/')).json();
    expect(company).toMatchObject({
      country: 'NL',
      vat_number: 'NL123456789B01',
      website: expect.any(String),
    });
    expect((await (await as('newclient')).get('/api/me/company/')).json()).toEqual({ company: null });
    const fresh = await profileOf('newdev');
    expect(fresh).toMatchObject({ image: null, phone_number: null, id_document: null });
  });

  it('keeps the e-mail switches people chose', async () => {
    expect((await (await as('dev')).get('/api/me/settings/')).json().switches).toMatchObject({
      newsletter_email: 'on',
      task_invitation_response_email: 'off',
    });
  });

  it('leaves can_contribute as docs/api.md says', async () => {
    for (const key of ['dev', 'designer', 'client', 'spacelead']) {
      expect((await (await as(key)).get('/api/auth/verify/')).json().user.can_contribute).toBe(true);
    }
    for (const key of ['newdev', 'newclient']) {
      expect((await (await as(key)).get('/api/auth/verify/')).json().user.can_contribute).toBe(false);
    }
  });
});
