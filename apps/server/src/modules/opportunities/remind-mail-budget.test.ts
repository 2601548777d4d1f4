import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askCandidate } from '../../db/factories/interest-polls.ts';
import { createProject } from '../../db/factories/projects.ts';
import { interestPolls } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { mailsTo } from '../team/test-support.ts';
import { reminderBell } from './test-support.ts';

// Reminding everyone on an opportunity (ADR 031) while one candidate has had all the reminder mail
// an address may get in the window (MAIL_LIMIT_REMINDERS, per recipient, across opportunities):
// the others are still reminded and mailed; that one is reminded in the bell only.
let t: TestApp;
let staff: SignedIn;
let client: SignedIn;
let busy: SignedIn;
let fresh: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, 'staff');
  client = await loginAs(t.app, 'client');
  busy = await loginAs(t.app, 'developer', { firstName: 'Amina', lastName: 'Nakato' });
  fresh = await loginAs(t.app, 'developer', { firstName: 'Chidi', lastName: 'Eze' });
});
afterAll(() => t.close());

const opportunity = (title: string) =>
  createProject(t.app.db, {
    title,
    stage: 'opportunity',
    ownerId: client.user.id,
    createdById: staff.user.id,
  });
const remind = (projectId: number, body: { remind_user_id?: number }) =>
  staff.client.post(`/api/projects/${projectId}/remind/`, body);
const bell = (recipientId: number, projectId: number) => reminderBell(t.app.db, recipientId, projectId);
const reminderMails = async (email: string) =>
  (await mailsTo(t.app.db, email)).filter((m) => m.template === 'interest-poll-reminder');
const remindedOn = async (pollId: number) =>
  (await t.app.db.select().from(interestPolls).where(eq(interestPolls.id, pollId)))[0]?.remindedOn;

describe('POST projects/{id}/remind/ past one candidate’s reminder mail budget', () => {
  it('reminds everyone: the others by bell and mail, the one past their budget by bell only; one by id is 429', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // The busy candidate is reminded, one by one, on as many other opportunities as their budget allows.
    const perRecipient = t.config.mailLimits.kinds.reminder.perRecipient;
    for (let i = 0; i < perRecipient; i++) {
      const earlier = await opportunity(`Earlier opportunity ${i + 1}`);
      await askCandidate(t.app.db, earlier.id, busy.user.id);
      const one = await remind(earlier.id, { remind_user_id: busy.user.id });
      expect(one.statusCode, one.body).toBe(200);
    }
    expect(await reminderMails(busy.user.email)).toHaveLength(perRecipient);

    const project = await opportunity('Payments revamp');
    const busyPoll = await askCandidate(t.app.db, project.id, busy.user.id);
    const freshPoll = await askCandidate(t.app.db, project.id, fresh.user.id);

    const all = await remind(project.id, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ message: 'Reminder sent to 2 candidate(s)' });
    // The one who had no reminder yet: bell and mail.
    expect(await bell(fresh.user.id, project.id)).toHaveLength(1);
    const freshMails = await reminderMails(fresh.user.email);
    expect(freshMails.map((m) => m.subject)).toEqual(['Reminder: are you available for "Payments revamp"?']);
    expect(await remindedOn(freshPoll.id)).toBe(today);
    // The busy one: the bell, no more mail; reminded today all the same.
    expect(await bell(busy.user.id, project.id)).toHaveLength(1);
    expect(await reminderMails(busy.user.email)).toHaveLength(perRecipient);
    expect(await remindedOn(busyPoll.id)).toBe(today);

    // One person by id still answers 429 past their mail budget, and nothing of it stays.
    const later = await opportunity('Later opportunity');
    const laterPoll = await askCandidate(t.app.db, later.id, busy.user.id);
    const one = await remind(later.id, { remind_user_id: busy.user.id });
    expect(one.statusCode, one.body).toBe(429);
    expect(Number(one.headers['retry-after'])).toBeGreaterThan(0);
    expect(await bell(busy.user.id, later.id)).toHaveLength(0);
    expect(await remindedOn(laterPoll.id)).toBeNull();
    expect(await reminderMails(busy.user.email)).toHaveLength(perRecipient);
  });
});
