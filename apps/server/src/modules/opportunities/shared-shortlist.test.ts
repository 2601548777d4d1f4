import { MESSAGES } from '@kazi/shared/messages';
import {
  SHARED_CANDIDATES_LIMIT,
  type SharedShortlist,
  type SharesPage,
} from '@kazi/shared/opportunities/share';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shortlistPeople } from '../../db/factories/shortlist-shares.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import {
  notifications,
  outbox,
  projectActivities,
  shortlistFeedback,
  shortlistShares,
  shortlistShareViews,
  users,
} from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { anonymous, refusal, type SignedIn } from '../../test/client.ts';
import { sharedShortlistWorld } from './test-support.ts';

// Shared shortlists (ADR 031): the client's page and answers (sending: share.test.ts).

const M = MESSAGES.shortlistShare;
const { world, opportunity, api, sharedBy, unlocked } = sharedShortlistWorld();
let t: TestApp;
let staff: SignedIn;
let cm: SignedIn;
let cso: SignedIn;
let amina: { id: number };
let chidi: { id: number };
let outsider: { id: number };
beforeAll(() => {
  ({ t, staff, cm, cso, amina, chidi, outsider } = world);
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
    expect(expired.json()).toEqual(refusal(unknown.json().detail));
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
  it(`shows the earliest ${SHARED_CANDIDATES_LIMIT} candidates at most`, async () => {
    const p = await opportunity();
    const { key, access_password } = await sharedBy(staff.client, p.id);
    const browser = await unlocked(key, access_password);
    // The opportunity already holds Amina and Chidi: this many more goes one past the cap.
    const people = await t.app.db
      .insert(users)
      .values(
        Array.from({ length: SHARED_CANDIDATES_LIMIT - 1 }, (_, i) => ({
          email: `capped-${i}@example.test`,
          username: `capped-${i}@example.test`,
          firstName: 'Capped',
          lastName: `Candidate ${i}`,
          type: 1,
        })),
      )
      .returning({ id: users.id });
    await shortlistPeople(
      t.app.db,
      p.id,
      people.map((person) => person.id),
    );
    const { candidates } = (await browser.get(api(key))).json<SharedShortlist>();
    expect(candidates).toHaveLength(SHARED_CANDIDATES_LIMIT);
    expect(candidates.map((c) => c.id).slice(0, 2)).toEqual([amina.id, chidi.id]);
    expect(candidates.map((c) => c.id)).not.toContain(people.at(-1)?.id);
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
