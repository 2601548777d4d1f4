import { MESSAGES } from '@kazi/shared/messages';
import type { SendEmailResponse, SharedShortlist, SharesPage } from '@kazi/shared/opportunities/share';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveSkills, setAvatar } from '../../db/factories/profiles.ts';
import { createProject } from '../../db/factories/projects.ts';
import { shortlistPeople } from '../../db/factories/shortlist-shares.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import {
  auditLog,
  notifications,
  outbox,
  profiles,
  projectActivities,
  shortlistFeedback,
  shortlistShares,
  shortlistShareViews,
  skills,
  talentTestResults,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type SignedIn, type TestClient } from '../../test/client.ts';
import { hashLinkSecret } from '../auth/secrets.ts';

// Shared shortlists (ADR 031): send-email/, the staff's list and revoke, the client's page and answers.

const M = MESSAGES.shortlistShare;
let t: TestApp;
let staff: SignedIn;
let cm: SignedIn;
let otherCm: SignedIn;
let cso: SignedIn;
let client: SignedIn;
let developer: SignedIn;
let amina: { id: number };
let chidi: { id: number };
let outsider: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, 'staff', { firstName: 'Grace', lastName: 'Achieng' });
  cm = await loginAs(t.app, 'client_manager', { firstName: 'Lindiwe', lastName: 'Dlamini' });
  otherCm = await loginAs(t.app, 'client_manager');
  cso = await loginAs(t.app, 'client_support_officer');
  client = await loginAs(t.app, 'client');
  developer = await loginAs(t.app, 'developer');
  amina = await createUserWithRole(t.app.db, 'developer', {
    firstName: 'Amina',
    lastName: 'Okello',
    email: 'amina.private@example.test',
  });
  chidi = await createUserWithRole(t.app.db, 'developer', { firstName: 'Chidi', lastName: 'Eze' });
  outsider = await createUserWithRole(t.app.db, 'developer');
  await t.app.db
    .update(profiles)
    .set({
      country: 'KE',
      bio: 'Builds payment systems.',
      yearsOfExperience: 7,
      isVetted: true,
      phoneNumber: '+254700000001',
      street: 'Secret Street 4',
      city: 'Nairobi',
    })
    .where(eq(profiles.userId, amina.id));
  const someSkills = await t.app.db
    .select({ slug: skills.slug })
    .from(skills)
    .orderBy(asc(skills.id))
    .limit(2);
  await giveSkills(t.app.db, amina.id, someSkills);
  await setAvatar(
    t.app.db,
    amina.id,
    [
      [22, 101, 52],
      [255, 255, 255],
    ],
    t.app.fileStore,
  );
  await t.app.db.insert(talentTestResults).values({
    userId: amina.id,
    title: 'TypeScript',
    score: 91,
    takenOn: '2026-10-01',
    notes: 'internal reviewer notes',
  });
});
afterAll(() => t.close());

/** An opportunity with cm, cso, a staff creator and a client owner; Amina and Chidi on its shortlist. */
async function opportunity(overrides: Parameters<typeof createProject>[1] = {}) {
  const p = await createProject(t.app.db, {
    title: 'Pesa ledger',
    stage: 'opportunity',
    category: 'project',
    cmId: cm.user.id,
    csoId: cso.user.id,
    ownerId: client.user.id,
    createdById: staff.user.id,
    ...overrides,
  });
  await shortlistPeople(t.app.db, p.id, [amina.id, chidi.id], staff.user.id);
  return p;
}

let sent = 0;
/** Each share to its own address: the mail limit per recipient is not what these tests are about. */
const nextAddress = () => {
  sent += 1;
  return `buyer${sent}@pesa.test`;
};
const share = (who: TestClient, projectId: number, email = nextAddress()) =>
  who.post('/api/send-email/', { project: { id: projectId }, email, message: 'Our best two.\nCall me.' });
const keyOf = (link: string) => link.split('/shortlist/')[1] as string;
const api = (key: string) => `/api/shared-shortlists/${key}/`;

async function sharedBy(who: TestClient, projectId: number) {
  const response = await share(who, projectId);
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<SendEmailResponse>();
  return { ...body, key: keyOf(body.access_link) };
}

/** A browser that opened the link with its password. */
async function unlocked(key: string, password: string) {
  const browser = anonymous(t.app);
  const response = await browser.post(`${api(key)}unlock/`, { password });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

describe('POST send-email/', () => {
  it('stores only the hashes of a 256-bit secret and of the password, and mails both', async () => {
    const p = await opportunity();
    const response = await share(cm.client, p.id, 'buyer@pesa.test');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<SendEmailResponse>();
    expect(body.message).toBe('Email successfully sent');
    expect(body.access_link).toMatch(new RegExp(`^${t.config.publicUrl}/shortlist/[A-Za-z0-9_-]{43}$`));
    const key = keyOf(body.access_link);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(body.access_password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
    expect(body.share).toMatchObject({ email: 'buyer@pesa.test', status: 'active', revoked_at: null });
    expect(body.share.created_by?.display_name).toBe('Lindiwe Dlamini');

    const [row] = await t.app.db.select().from(shortlistShares).where(eq(shortlistShares.id, body.share.id));
    expect(row?.tokenHash).toBe(hashLinkSecret(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain(body.access_password);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);

    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'buyer@pesa.test'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail).toMatchObject({ template: 'shortlist-share', sensitive: true });
    expect(mail?.text).toContain(body.access_link);
    expect(mail?.text).toContain(`Password: ${body.access_password}`);
    expect(mail?.text).toContain('    Our best two.\n    Call me.');

    const [feed] = await t.app.db
      .select()
      .from(projectActivities)
      .where(and(eq(projectActivities.projectId, p.id), eq(projectActivities.action, 'shortlist_shared')));
    expect(feed).toMatchObject({ actorId: cm.user.id, data: { candidates: 2 } });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'shortlist_share.created'), eq(auditLog.targetId, String(body.share.id))),
      );
    expect(audits).toHaveLength(1);
  });

  it('requires the client e-mail and the message', async () => {
    const p = await opportunity();
    const response = await staff.client.post('/api/send-email/', {
      project: { id: p.id },
      email: '',
      message: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ email: [M.emailRequired], message: [M.messageRequired] });
    const bad = await staff.client.post('/api/send-email/', {
      project: { id: p.id },
      email: 'not-an-address',
      message: 'Hi',
    });
    expect(bad.json()).toMatchObject({ email: [M.emailInvalid] });
  });

  it('refuses an empty shortlist and an archived opportunity (409), and any other project (404)', async () => {
    const empty = await createProject(t.app.db, { stage: 'opportunity', cmId: cm.user.id });
    expect((await share(staff.client, empty.id)).json()).toEqual({ detail: M.emptyShortlist });
    const archived = await opportunity({ archived: true });
    const refused = await share(staff.client, archived.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: M.archived });
    const active = await createProject(t.app.db, { cmId: cm.user.id });
    expect((await share(staff.client, active.id)).statusCode).toBe(404);
  });

  it('is staff-side only: clients and developers 403, a client manager off the opportunity 404', async () => {
    const p = await opportunity();
    expect((await share(client.client, p.id)).statusCode).toBe(403);
    expect((await share(developer.client, p.id)).statusCode).toBe(403);
    expect((await share(cso.client, p.id)).statusCode).toBe(403);
    expect((await share(otherCm.client, p.id)).statusCode).toBe(404);
    expect((await otherCm.client.get(`/api/projects/${p.id}/shortlist/shares/`)).statusCode).toBe(404);
    const [{ n } = { n: 0 }] = await t.app.db
      .select({ n: shortlistShares.id })
      .from(shortlistShares)
      .where(eq(shortlistShares.projectId, p.id));
    expect(n).toBe(0);
  });
});

describe('the staff list and revoke', () => {
  it('lists the links with their status, and revokes one once (then 409, and the link is 404)', async () => {
    const p = await opportunity();
    const first = await sharedBy(staff.client, p.id);
    await sharedBy(staff.client, p.id);
    const browser = await unlocked(first.key, first.access_password);

    const list = (await cm.client.get(`/api/projects/${p.id}/shortlist/shares/`)).json<SharesPage>();
    expect(list.count).toBe(2);
    expect(list.results.map((s) => s.status)).toEqual(['active', 'active']);
    expect(list.results[1]?.last_opened_at).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(first.key);

    const revoked = await cm.client.post(`/api/projects/${p.id}/shortlist/shares/${first.share.id}/revoke/`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const again = await cm.client.post(`/api/projects/${p.id}/shortlist/shares/${first.share.id}/revoke/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: M.alreadyRevoked });

    expect((await browser.get(api(first.key))).statusCode).toBe(404);
    const reopen = await anonymous(t.app).post(`${api(first.key)}unlock/`, {
      password: first.access_password,
    });
    expect(reopen.statusCode).toBe(404);
    const other = await createProject(t.app.db, { stage: 'opportunity', cmId: cm.user.id });
    const wrongProject = await cm.client.post(
      `/api/projects/${other.id}/shortlist/shares/${first.share.id}/revoke/`,
    );
    expect(wrongProject.statusCode).toBe(404);
    expect(
      await t.app.db
        .select()
        .from(projectActivities)
        .where(eq(projectActivities.action, 'shortlist_share_revoked')),
    ).toHaveLength(1);
  });
});

describe('the client page', () => {
  it('answers 404 alike for unknown, expired and revoked links', async () => {
    const p = await opportunity();
    const { key, access_password, share: made } = await sharedBy(staff.client, p.id);
    const unknown = await anonymous(t.app).post(`${api('A'.repeat(43))}unlock/`, {
      password: access_password,
    });
    expect(unknown.statusCode).toBe(404);
    const browser = await unlocked(key, access_password);
    await t.app.db
      .update(shortlistShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortlistShares.id, made.id));
    const expired = await anonymous(t.app).post(`${api(key)}unlock/`, { password: access_password });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(unknown.json());
    expect((await browser.get(api(key))).statusCode).toBe(404);
  });

  it('refuses a wrong password (400), then throttles the link (429 with Retry-After)', async () => {
    const p = await opportunity();
    const { key, access_password } = await sharedBy(staff.client, p.id);
    const guesser = anonymous(t.app);
    const wrong = await guesser.post(
      `${api(key)}unlock/`,
      { password: 'nope' },
      { remoteAddress: '10.9.0.1' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [M.wrongPassword] });
    expect(wrong.cookies).toEqual([]);
    for (let i = 1; i < t.config.loginThrottle.perAccount; i += 1) {
      const address = `10.9.1.${i}`;
      expect(
        (await guesser.post(`${api(key)}unlock/`, { password: 'nope' }, { remoteAddress: address }))
          .statusCode,
      ).toBe(400);
    }
    const throttled = await guesser.post(
      `${api(key)}unlock/`,
      { password: access_password },
      { remoteAddress: '10.9.2.1' },
    );
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sets a path-scoped HttpOnly SameSite=Strict cookie, which opens this link only', async () => {
    const p = await opportunity();
    const one = await sharedBy(staff.client, p.id);
    const two = await sharedBy(staff.client, p.id);
    const browser = anonymous(t.app);
    const opened = await browser.post(`${api(one.key)}unlock/`, { password: one.access_password });
    const [cookie] = opened.cookies as {
      name: string;
      path: string;
      httpOnly: boolean;
      sameSite: string;
      maxAge: number;
    }[];
    expect(cookie).toMatchObject({
      name: 'kazi_shortlist',
      path: api(one.key),
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(cookie?.maxAge).toBeLessThanOrEqual(12 * 3600);
    const views = await t.app.db
      .select()
      .from(shortlistShareViews)
      .where(eq(shortlistShareViews.shareId, one.share.id));
    expect(views.map((v) => v.tokenHash)).not.toContain(browser.cookies.get('kazi_shortlist'));

    expect((await browser.get(api(one.key))).statusCode).toBe(200);
    // The test client sends every cookie everywhere: the server must still refuse another link's view.
    const foreign = await browser.get(api(two.key));
    expect(foreign.statusCode).toBe(403);
    expect((await anonymous(t.app).get(api(one.key))).statusCode).toBe(403);
  });

  it('shows each candidate with only the fields a client may see', async () => {
    const p = await opportunity();
    const { key, access_password } = await sharedBy(staff.client, p.id);
    const browser = await unlocked(key, access_password);
    const response = await browser.get(api(key));
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const body = response.json<SharedShortlist>();
    expect(Object.keys(body).sort()).toEqual(['candidates', 'expires_at', 'project_title']);
    expect(body.candidates.map((c) => c.display_name)).toEqual(['Amina Okello', 'Chidi Eze']);
    const [first] = body.candidates;
    expect(Object.keys(first ?? {}).sort()).toEqual([
      'avatar_url',
      'country',
      'display_name',
      'feedback',
      'id',
      'is_vetted',
      'skills',
      'summary',
      'test_results',
      'years_of_experience',
    ]);
    expect(first).toMatchObject({
      country: 'KE',
      years_of_experience: 7,
      is_vetted: true,
      summary: 'Builds payment systems.',
      test_results: [{ title: 'TypeScript', score: 91, taken_on: '2026-10-01' }],
      feedback: null,
    });
    expect(first?.skills).toHaveLength(2);
    expect(Object.keys(first?.test_results[0] ?? {}).sort()).toEqual(['score', 'taken_on', 'title']);
    for (const secret of [
      'amina.private@example.test',
      '+254700000001',
      'Secret Street',
      'internal reviewer',
    ]) {
      expect(response.body).not.toContain(secret);
    }

    expect(first?.avatar_url).toBe(`${api(key)}candidates/${amina.id}/avatar/`);
    const avatar = await browser.get(first?.avatar_url as string);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect((await anonymous(t.app).get(first?.avatar_url as string)).statusCode).toBe(403);
    expect((await browser.get(`${api(key)}candidates/${outsider.id}/avatar/`)).statusCode).toBe(404);
  });

  it('reads the page in a bounded number of statements, whatever the shortlist size', async () => {
    const p = await opportunity();
    const { key, access_password } = await sharedBy(staff.client, p.id);
    const browser = await unlocked(key, access_password);
    const small = await t.queries.count(() => browser.get(api(key)));
    const more = await Promise.all([1, 2, 3, 4].map(() => createUserWithRole(t.app.db, 'developer')));
    await shortlistPeople(
      t.app.db,
      p.id,
      more.map((u) => u.id),
    );
    const large = await t.queries.count(() => browser.get(api(key)));
    expect(large.result.json<SharedShortlist>().candidates).toHaveLength(6);
    expect(large.statements.length).toBe(small.statements.length);
  });
});

describe('the client answers', () => {
  it('keeps one answer per link and candidate, tells the staff side, and records the feed without an author', async () => {
    const p = await opportunity();
    const { key, access_password, share: made } = await sharedBy(staff.client, p.id);
    const browser = await unlocked(key, access_password);

    const first = await browser.post(`${api(key)}feedback/`, {
      user: { id: amina.id },
      answer: 'interested',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ answer: 'interested', question: null });
    const asked = await browser.post(`${api(key)}feedback/`, {
      user: { id: amina.id },
      answer: 'question',
      question: 'Can she start in January?',
    });
    expect(asked.json()).toMatchObject({ answer: 'question', question: 'Can she start in January?' });
    // The same answer again changes, records and tells nothing.
    const again = await browser.post(`${api(key)}feedback/`, {
      user: { id: amina.id },
      answer: 'question',
      question: 'Can she start in January?',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ answer: 'question', question: 'Can she start in January?' });
    const rows = await t.app.db
      .select()
      .from(shortlistFeedback)
      .where(eq(shortlistFeedback.shareId, made.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: amina.id, answer: 'question', projectId: p.id });

    const page = (await browser.get(api(key))).json<SharedShortlist>();
    expect(page.candidates[0]?.feedback).toMatchObject({
      answer: 'question',
      question: 'Can she start in January?',
    });

    // cm, cso and the staff creator hear of it; the client owner does not.
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'shortlist_feedback'))
      .orderBy(asc(notifications.id));
    const mine = told.filter((n) => n.link === `/projects/${p.id}/network/shortlist`);
    expect(new Set(mine.map((n) => n.recipientId))).toEqual(
      new Set([cm.user.id, cso.user.id, staff.user.id]),
    );
    expect(mine).toHaveLength(6);
    expect(mine[0]?.subject).toBe('The client answered on Amina Okello for "Pesa ledger"');
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.template, 'shortlist-feedback'));
    expect(
      mails.some((m) => m.to === cm.user.email && m.text.includes('    Can she start in January?')),
    ).toBe(true);

    const feed = await t.app.db
      .select()
      .from(projectActivities)
      .where(and(eq(projectActivities.projectId, p.id), eq(projectActivities.action, 'shortlist_feedback')));
    expect(feed).toHaveLength(2);
    expect(feed[0]).toMatchObject({
      actorId: null,
      data: { user: { id: amina.id, display_name: 'Amina Okello' } },
    });

    const list = (await staff.client.get(`/api/projects/${p.id}/shortlist/shares/`)).json<SharesPage>();
    expect(list.feedback).toEqual([
      expect.objectContaining({
        share_id: made.id,
        user: { id: amina.id, display_name: 'Amina Okello' },
        answer: 'question',
        question: 'Can she start in January?',
      }),
    ]);
  });

  it('requires the question text, a view of the link and a candidate on the current shortlist', async () => {
    const p = await opportunity();
    const { key, access_password } = await sharedBy(staff.client, p.id);
    const browser = await unlocked(key, access_password);
    const noText = await browser.post(`${api(key)}feedback/`, { user: { id: chidi.id }, answer: 'question' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toEqual({ question: [M.questionRequired] });
    const off = await browser.post(`${api(key)}feedback/`, {
      user: { id: outsider.id },
      answer: 'interested',
    });
    expect(off.statusCode).toBe(404);
    const stranger = await anonymous(t.app).post(`${api(key)}feedback/`, {
      user: { id: chidi.id },
      answer: 'interested',
    });
    expect(stranger.statusCode).toBe(403);
    const bogus = await browser.post(`${api(key)}feedback/`, { user: { id: chidi.id }, answer: 'maybe' });
    expect(bogus.statusCode).toBe(400);
  });
});
