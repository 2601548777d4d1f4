import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { mailClaims, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type SignedIn } from '../../test/client.ts';
import { freshEmail, invite } from '../invites/test-support.ts';
import { deleteOldMailClaims, recipientHash } from './limits.ts';

// Every action that mails someone is limited per actor and per recipient; parallel requests
// queue on advisory locks, so exactly the limit pass however many arrive at once (ADR 018).
// Defaults but for the inviter's limit, lowered to keep the flood small.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_LIMIT_INVITES: '10/3' });
});
afterAll(() => t.close());

const DAY_SECONDS = 24 * 3600;
const parallel = <T>(n: number, request: () => Promise<T>) => Promise.all(Array.from({ length: n }, request));
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const times = (n: number, status: number) => Array<number>(n).fill(status);

async function mailCount(to: string, template?: string): Promise<number> {
  const where = template ? and(eq(outbox.to, to), eq(outbox.template, template)) : eq(outbox.to, to);
  const [row] = await t.app.db.select({ n: count() }).from(outbox).where(where);
  return row?.n ?? 0;
}

/** Every 429 carries docs/api.md's shape and a Retry-After of about the window. */
function expectThrottled(
  responses: { statusCode: number; headers: Record<string, unknown>; body: string }[],
) {
  for (const response of responses.filter((r) => r.statusCode === 429)) {
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(DAY_SECONDS - 120);
    expect(seconds).toBeLessThanOrEqual(DAY_SECONDS);
    expect(JSON.parse(response.body)).toEqual(
      refusal(`Request was throttled. Expected available in ${seconds} seconds.`),
    );
  }
}

describe('invitations to Kazi', () => {
  let inviter: SignedIn;
  beforeAll(async () => {
    inviter = await loginAs(t.app, 'client');
  });

  it('50 parallel resends of one invitation mail the address 3 times in all; the rest are 429', async () => {
    const { response, email } = await invite(inviter);
    expect(response.statusCode).toBe(201);
    const id = response.json().id;
    const responses = await parallel(50, () =>
      inviter.client.patch(`/api/invites/${id}/`, { id, email, resend: true }),
    );
    expect(statuses(responses)).toEqual([...times(2, 200), ...times(48, 429)]);
    expectThrottled(responses);
    expect(await mailCount(email)).toBe(3);
  });

  it('50 parallel POST invites/ to one address mail it 3 times; the rest are 429', async () => {
    const email = freshEmail('repeated');
    const someone = await loginAs(t.app, 'client');
    const responses = await parallel(50, async () => (await invite(someone, { email })).response);
    expect(statuses(responses)).toEqual([200, 200, 201, ...times(47, 429)]);
    expectThrottled(responses);
    expect(await mailCount(email)).toBe(3);
  });

  it('an address is limited whoever invites it, and an inviter whatever the addresses', async () => {
    const email = freshEmail('shared');
    for (let i = 0; i < 3; i++)
      expect((await invite(await loginAs(t.app, 'client'), { email })).response.statusCode).toBe(201);
    expect((await invite(await loginAs(t.app, 'client'), { email })).response.statusCode).toBe(429);

    const busy = await loginAs(t.app, 'client');
    const responses = await parallel(15, async () => (await invite(busy)).response);
    expect(statuses(responses)).toEqual([...times(10, 201), ...times(5, 429)]);
  });

  it('a refused request changes nothing: no invitation, no mail, no claim', async () => {
    const email = freshEmail('refused');
    const someone = await loginAs(t.app, 'client');
    for (let i = 0; i < 3; i++) await invite(someone, { email, first_name: `Try ${i}` });
    const before = await t.app.db
      .select()
      .from(mailClaims)
      .where(eq(mailClaims.recipientHash, recipientHash(email)));
    const refused = await invite(someone, { email, first_name: 'Changed' });
    expect(refused.response.statusCode).toBe(429);
    const listed = (await someone.client.get('/api/invites/')).json().results;
    expect(listed.find((row: { email: string }) => row.email === email).first_name).toBe('Try 2');
    expect(await mailCount(email)).toBe(3);
    const after = await t.app.db
      .select()
      .from(mailClaims)
      .where(eq(mailClaims.recipientHash, recipientHash(email)));
    expect(after).toEqual(before);
  });
});

describe('project mails', () => {
  let owner: SignedIn;
  let cm: Awaited<ReturnType<typeof createUserWithRole>>;
  let cso: Awaited<ReturnType<typeof createUserWithRole>>;
  beforeAll(async () => {
    owner = await loginAs(t.app, 'client');
    cm = await createUserWithRole(t.app.db, 'client_manager');
    cso = await createUserWithRole(t.app.db, 'client_support_officer');
  });

  it('50 parallel reminders mail a pending invitee twice; the rest are 429', async () => {
    const project = await createProject(t.app.db, { ownerId: owner.user.id });
    const dev = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, dev.id, { status: 'pending' });
    const responses = await parallel(50, () => owner.client.post(`/api/projects/${project.id}/remind/`, {}));
    expect(statuses(responses)).toEqual([...times(2, 200), ...times(48, 429)]);
    expectThrottled(responses);
    expect(await mailCount(dev.email, 'project-invite-reminder')).toBe(2);
  });

  it('50 parallel questions: 20 are asked (40 mails to the cm and cso); the rest are 429', async () => {
    const project = await createProject(t.app.db, { ownerId: owner.user.id, cmId: cm.id, csoId: cso.id });
    const dev = await loginAs(t.app, 'developer');
    await addParticipant(t.app.db, project.id, dev.user.id, { status: 'pending' });
    const responses = await parallel(50, () =>
      dev.client.post(`/api/projects/${project.id}/question/`, { body: 'When do we start?' }),
    );
    expect(statuses(responses)).toEqual([...times(20, 200), ...times(30, 429)]);
    expectThrottled(responses);
    expect(await mailCount(cm.email, 'project-question')).toBe(20);
    expect(await mailCount(cso.email, 'project-question')).toBe(20);
  });

  it('team invitations: 12 parallel additions of one developer mail them 10 times; 2 are 429', async () => {
    const staff = await loginAs(t.app, 'staff');
    const dev = await createUserWithRole(t.app.db, 'developer');
    const projects = await Promise.all(
      Array.from({ length: 12 }, () => createProject(t.app.db, { ownerId: owner.user.id })),
    );
    const responses = await Promise.all(
      projects.map((project) =>
        staff.client.patch(`/api/projects/${project.id}/`, {
          participation: [
            {
              user: { id: dev.id },
              payment_structure: { hours_per_week: 10, payout_rate: '25.00', client_rate: '40.00' },
            },
          ],
        }),
      ),
    );
    expect(statuses(responses)).toEqual([...times(10, 200), ...times(2, 429)]);
    expect(await mailCount(dev.email, 'project-invite')).toBe(10);
  });
});

describe('mail.limits_cleanup', () => {
  it('forgets claims older than the window, and only those', async () => {
    const email = freshEmail('old');
    const inviter = await loginAs(t.app, 'client');
    await invite(inviter, { email });
    await t.app.db
      .update(mailClaims)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(mailClaims.recipientHash, recipientHash(email)));
    const other = freshEmail('recent');
    await invite(inviter, { email: other });
    await deleteOldMailClaims(t.app);
    const rows = await t.app.db.select({ hash: mailClaims.recipientHash }).from(mailClaims);
    const hashes = rows.map((row) => row.hash);
    expect(hashes).not.toContain(recipientHash(email));
    expect(hashes).toContain(recipientHash(other));
  });
});
