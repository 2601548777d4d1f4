import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageFile } from '../../db/factories/files.ts';
import { auditLog, shareSettings, skills, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, refusal, type SignedIn } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditRows = (shareId: number) =>
  t.app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'share_settings'), eq(auditLog.targetId, String(shareId))))
    .orderBy(auditLog.id);

/** A developer with a full profile: skills, work, education and a project. */
async function talentWithProfile(): Promise<SignedIn> {
  const signedIn = await loginAs(t.app, 'developer', { firstName: 'Amina', lastName: 'Nakato' });
  const [go, postgres] = await t.app.db
    .select({ id: skills.id })
    .from(skills)
    .where(like(skills.slug, 'go%'))
    .limit(2);
  const patch = await signedIn.client.patch('/api/me/profile/', {
    bio: 'Backend developer who loves payments.',
    years_of_experience: 6,
    skills: [{ id: go?.id, primary: true, years_of_experience: 5 }, { id: postgres?.id }],
  });
  expect(patch.statusCode, patch.body).toBe(200);
  const period = { start_month: 1, start_year: 2020, end_month: null, end_year: null };
  await signedIn.client.post('/api/me/work/', {
    company: 'Andela',
    position: 'Engineer',
    details: 'Payments',
    ...period,
  });
  await signedIn.client.post('/api/me/education/', {
    institution: 'Makerere University',
    award: 'BSc',
    ...period,
  });
  await signedIn.client.post('/api/me/project/', { title: 'Wallet', ...period });
  return signedIn;
}

describe('profile/share/', () => {
  it('creates one set of settings per user with a random 256-bit key, then answers the same one', async () => {
    const { client } = await loginAs(t.app, 'developer');
    expect((await client.get('/api/profile/share/')).statusCode).toBe(404);
    const first = await client.post('/api/profile/share/');
    expect(first.statusCode, first.body).toBe(201);
    const settings = first.json();
    expect(settings.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(settings).toEqual({
      id: expect.any(Number),
      is_link_enabled: true,
      key: settings.key,
      shared_profile_url: `${t.config.publicUrl}/p/${settings.key}`,
    });
    const again = await client.post('/api/profile/share/', { is_link_enabled: false });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(settings);
    expect((await client.get('/api/profile/share/')).json()).toEqual(settings);
    expect(await auditRows(settings.id)).toEqual([{ action: 'share_link.created' }]);
  });

  it('creates exactly one row when the dialog is opened many times at once', async () => {
    const { client, user } = await loginAs(t.app, 'designer');
    await client.get('/api/health');
    const responses = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/profile/share/')));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await t.app.db.select().from(shareSettings).where(eq(shareSettings.userId, user.id))).toHaveLength(
      1,
    );
  });

  it('gives different keys to different people, never their user id', async () => {
    const a = (await (await loginAs(t.app, 'developer')).client.post('/api/profile/share/')).json();
    const b = (await (await loginAs(t.app, 'developer')).client.post('/api/profile/share/')).json();
    expect(a.key).not.toBe(b.key);
  });

  it('switches the link off and on: the public page follows at once, each change audited', async () => {
    const { client } = await talentWithProfile();
    const settings = (await client.post('/api/profile/share/')).json();
    const visitor = anonymous(t.app);
    expect((await visitor.get(`/api/public-profiles/${settings.key}/`)).statusCode).toBe(200);

    const off = await client.patch(`/api/profile/share/${settings.id}/`, { is_link_enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ is_link_enabled: false, key: settings.key });
    expect((await visitor.get(`/api/public-profiles/${settings.key}/`)).json()).toEqual(
      refusal('Not found.'),
    );

    const again = await client.patch(`/api/profile/share/${settings.id}/`, { is_link_enabled: false });
    expect(again.json().is_link_enabled).toBe(false);

    const on = await client.patch(`/api/profile/share/${settings.id}/`, { is_link_enabled: true });
    expect(on.json()).toMatchObject({ is_link_enabled: true, key: settings.key });
    expect((await visitor.get(`/api/public-profiles/${settings.key}/`)).statusCode).toBe(200);
    expect(await auditRows(settings.id)).toEqual([
      { action: 'share_link.created' },
      { action: 'share_link.disabled' },
      { action: 'share_link.enabled' },
    ]);
  });

  it('refuses other people’s settings (404) and any other field (400), changing nothing', async () => {
    const owner = await loginAs(t.app, 'developer');
    const theirs = (await owner.client.post('/api/profile/share/')).json();
    const { client } = await loginAs(t.app, 'developer');
    expect(
      (await client.patch(`/api/profile/share/${theirs.id}/`, { is_link_enabled: false })).statusCode,
    ).toBe(404);
    const mine = (await client.post('/api/profile/share/')).json();
    for (const extra of [{ key: 'x'.repeat(43) }, { user: owner.user.id }, { id: theirs.id }]) {
      const response = await client.patch(`/api/profile/share/${mine.id}/`, {
        is_link_enabled: false,
        ...extra,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await client.post('/api/profile/share/', { user_id: owner.user.id })).statusCode).toBe(400);
    expect((await owner.client.get('/api/profile/share/')).json()).toEqual(theirs);
    expect((await client.get('/api/profile/share/')).json()).toEqual(mine);
  });

  it('is for talents only', async () => {
    expect((await (await loginAs(t.app, 'client')).client.post('/api/profile/share/')).statusCode).toBe(403);
    expect((await (await loginAs(t.app, 'admin')).client.get('/api/profile/share/')).statusCode).toBe(403);
    expect((await anonymous(t.app).post('/api/profile/share/')).statusCode).toBe(401);
  });
});

describe('public-profiles/{key}/', () => {
  it('shows the profile and nothing else to anyone with the link', async () => {
    const { client } = await talentWithProfile();
    const { key } = (await client.post('/api/profile/share/')).json();
    const response = await anonymous(t.app).get(`/api/public-profiles/${key}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'avatar_url',
        'bio',
        'category',
        'city',
        'country',
        'country_name',
        'display_name',
        'education',
        'first_name',
        'last_name',
        'projects',
        'skills',
        'skills_details',
        'work_experience',
        'years_of_experience',
      ].sort(),
    );
    expect(body).toMatchObject({
      first_name: 'Amina',
      display_name: 'Amina Nakato',
      bio: 'Backend developer who loves payments.',
      city: 'Kampala',
      country: 'UG',
      country_name: 'Uganda',
      years_of_experience: 6,
      avatar_url: null,
    });
    expect(body.skills[0]).toMatchObject({ primary: true, years_of_experience: 5 });
    expect(body.work_experience).toHaveLength(1);
    expect(body.education).toHaveLength(1);
    expect(body.projects).toHaveLength(1);
    const text = response.body;
    for (const secret of ['@example.test', '+256', 'Kampala Road', 'id-document', 'password']) {
      expect(text).not.toContain(secret);
    }
  });

  it('serves the avatar through the key, and stops with the link', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const fileId = await createImageFile(t.app.db, user.id, 'me.png', t.app.fileStore);
    await t.app.db.update(users).set({ avatarFileId: fileId }).where(eq(users.id, user.id));
    const settings = (await client.post('/api/profile/share/')).json();
    const visitor = anonymous(t.app);
    const profile = (await visitor.get(`/api/public-profiles/${settings.key}/`)).json();
    expect(profile.avatar_url).toBe(`/api/public-profiles/${settings.key}/avatar/`);
    const image = await visitor.get(profile.avatar_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    await client.patch(`/api/profile/share/${settings.id}/`, { is_link_enabled: false });
    expect((await visitor.get(profile.avatar_url)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown key', 'B'.repeat(43)],
    ['a malformed key', '../../etc'],
    ['a user id', '1'],
  ])('answers 404 for %s', async (_name, key) => {
    expect((await anonymous(t.app).get(`/api/public-profiles/${encodeURIComponent(key)}/`)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 once the account is deactivated', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const { key } = (await client.post('/api/profile/share/')).json();
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await anonymous(t.app).get(`/api/public-profiles/${key}/`)).statusCode).toBe(404);
  });

  it('runs the same few statements however long the profile is', async () => {
    const { client } = await talentWithProfile();
    const { key } = (await client.post('/api/profile/share/')).json();
    const visitor = anonymous(t.app);
    const before = await t.queries.count(() => visitor.get(`/api/public-profiles/${key}/`));
    const period = { start_month: 1, start_year: 2019, end_month: 1, end_year: 2020 };
    for (let n = 0; n < 15; n++) {
      await client.post('/api/me/work/', {
        company: `C${n}`,
        position: 'P',
        details: 'D',
        ...period,
        skills: [1, 2],
      });
      await client.post('/api/me/project/', { title: `P${n}`, ...period, skills: [1, 2] });
    }
    const after = await t.queries.count(() => visitor.get(`/api/public-profiles/${key}/`));
    expect(after.result.json().work_experience).toHaveLength(16);
    expect(after.statements.length, after.statements.join('\n')).toBeLessThanOrEqual(9);
    expect(after.statements.length).toBe(before.statements.length);
  });
});
