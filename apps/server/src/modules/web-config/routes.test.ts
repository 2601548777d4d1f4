import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous } from '../../test/client.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('GET config/', () => {
  it('answers null for pages that are not configured', async () => {
    const t = await createTestApp();
    apps.push(t);
    const response = await anonymous(t.app).get('/api/config/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ referral_url: null, community_guide_url: null });
  });

  it('answers the configured pages to anyone', async () => {
    const t = await createTestApp({
      REFERRAL_URL: 'https://kazi.example/refer',
      COMMUNITY_GUIDE_URL: 'https://docs.kazi.example/guide',
    });
    apps.push(t);
    expect((await anonymous(t.app).get('/api/config/')).json()).toEqual({
      referral_url: 'https://kazi.example/refer',
      community_guide_url: 'https://docs.kazi.example/guide',
    });
  });
});

describe('REFERRAL_URL and COMMUNITY_GUIDE_URL', () => {
  it.each(['http://kazi.example/refer', 'not a url', 'javascript:alert(1)'])(
    'refuse %j (https only)',
    (value) => {
      expect(() => loadConfig({ REFERRAL_URL: value })).toThrow(/REFERRAL_URL/);
      expect(() => loadConfig({ COMMUNITY_GUIDE_URL: value })).toThrow(/COMMUNITY_GUIDE_URL/);
    },
  );

  it('count an empty value as unset', () => {
    expect(loadConfig({ REFERRAL_URL: '' }).referralUrl).toBeNull();
  });
});
