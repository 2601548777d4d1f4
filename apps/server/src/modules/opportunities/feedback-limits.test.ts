import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { mailsTo } from '../team/test-support.ts';
import { sharedShortlistWorld } from './test-support.ts';

// The client's answers on a shared link (ADR 031): the link's mail budget, then the bell only; and
// the caps on writes per link and per address.
const { world, opportunity, api, sharedBy, unlocked } = sharedShortlistWorld({
  MAIL_LIMIT_SHORTLIST_FEEDBACK: '2/100',
  SHORTLIST_FEEDBACK_MAX_PER_LINK: '4',
  SHORTLIST_FEEDBACK_MAX_PER_IP: '6',
});

describe("the client's answers", () => {
  it("mail the opportunity's staff for the link's first answers, then reach them in the bell only", async () => {
    const { t, staff, amina, chidi } = world;
    const p = await opportunity();
    const { key, access_password } = await sharedBy(staff.client, p.id);
    const browser = await unlocked(key, access_password);
    const answers = [
      { user: { id: amina.id }, answer: 'interested' },
      { user: { id: chidi.id }, answer: 'interested' },
      { user: { id: amina.id }, answer: 'not_interested' },
    ];
    for (const [i, body] of answers.entries()) {
      const response = await browser.post(`${api(key)}feedback/`, body, { remoteAddress: `10.30.0.${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const mailed = (await mailsTo(t.app.db, staff.user.email)).filter(
      (m) => m.template === 'shortlist-feedback',
    );
    expect(mailed).toHaveLength(2);
    const bell = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, staff.user.id), eq(notifications.kind, 'shortlist_feedback')));
    expect(bell.filter((row) => row.link === `/projects/${p.id}/network/shortlist`)).toHaveLength(3);
  });

  it('are capped per link and per address: 429 with Retry-After', async () => {
    const { staff, amina } = world;
    const p = await opportunity();
    const one = await sharedBy(staff.client, p.id);
    const browser = await unlocked(one.key, one.access_password);
    const answer = (key: string, address: string) =>
      browser.post(
        `${api(key)}feedback/`,
        { user: { id: amina.id }, answer: 'interested' },
        { remoteAddress: address },
      );
    // Per link: four writes (from four addresses, the same answer counting too), then 429.
    for (let i = 0; i < 4; i += 1) expect((await answer(one.key, `10.31.0.${i}`)).statusCode).toBe(200);
    const capped = await answer(one.key, '10.31.1.1');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);

    // Per address: six writes across two links from one address, then 429 on either.
    const two = await sharedBy(staff.client, p.id);
    const three = await sharedBy(staff.client, p.id);
    const other = await unlocked(two.key, two.access_password);
    const third = await unlocked(three.key, three.access_password);
    const from = (client: typeof other, key: string) =>
      client.post(
        `${api(key)}feedback/`,
        { user: { id: amina.id }, answer: 'interested' },
        { remoteAddress: '10.32.0.1' },
      );
    for (let i = 0; i < 3; i += 1) {
      expect((await from(other, two.key)).statusCode).toBe(200);
      expect((await from(third, three.key)).statusCode).toBe(200);
    }
    expect((await from(other, two.key)).statusCode).toBe(429);
    // Another address still answers on that link.
    const elsewhere = await other.post(
      `${api(two.key)}feedback/`,
      { user: { id: amina.id }, answer: 'not_interested' },
      { remoteAddress: '10.32.0.2' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
