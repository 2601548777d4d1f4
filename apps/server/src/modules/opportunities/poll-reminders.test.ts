import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { askCandidate } from '../../db/factories/interest-polls.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { notifications, projects } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { activitiesOf, auditsOf, mailsTo } from '../team/test-support.ts';
import { pollsWorld, reminderBell } from './test-support.ts';

// Reminders on an opportunity (ADR 031): `projects/{id}/remind/` for its unanswered candidates and
// its pending team invitees.
let t: TestApp;
let staff: SignedIn;
let client: SignedIn;
let dev: SignedIn;
let other: SignedIn;

const { w, opportunity, pollOf } = pollsWorld();
beforeAll(() => {
  ({ t, staff, client, dev, other } = w);
});

const inviteBell = (recipientId: number, projectId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, 'team_invite_reminder')))
    .then((rows) => rows.filter((row) => row.link === `/projects/${projectId}/accept_invite`));
const bell = (recipientId: number, projectId: number) => reminderBell(t.app.db, recipientId, projectId);

describe('POST projects/{id}/remind/ on an opportunity', () => {
  it('reminds one unanswered candidate once a day: bell and mail once, feed and audit; again → 429', async () => {
    const { project, poll } = await opportunity();
    const url = `/api/projects/${project.id}/remind/`;
    const one = await staff.client.post(url, { remind_user_id: dev.user.id });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ message: 'Reminder sent to 1 candidate(s)' });
    expect((await pollOf(poll.id))?.remindedOn).toBe(new Date().toISOString().slice(0, 10));
    expect(await bell(dev.user.id, project.id)).toHaveLength(1);
    const mails = (await mailsTo(t.app.db, dev.user.email)).filter(
      (m) => m.template === 'interest-poll-reminder',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reminder: are you available for "Neobank onboarding"?');

    const again = await staff.client.post(url, { remind_user_id: dev.user.id });
    expect(again.statusCode).toBe(429);
    const retry = Number(again.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(86_400);
    expect(await bell(dev.user.id, project.id)).toHaveLength(1);

    // Taken off the shortlist and added again the same day: still reminded today.
    const shortlist = (body: Record<string, unknown>) =>
      staff.client.patch(`/api/projects/${project.id}/shortlist/action/`, {
        users: [{ id: dev.user.id }],
        ...body,
      });
    expect((await shortlist({ action: 'remove', reason: 'Added by mistake' })).statusCode).toBe(200);
    expect((await shortlist({ action: 'add' })).statusCode).toBe(200);
    expect((await staff.client.post(url, { remind_user_id: dev.user.id })).statusCode).toBe(429);
    expect(await bell(dev.user.id, project.id)).toHaveLength(1);

    const feed = await activitiesOf(t.app.db, project.id, 'interest_reminded');
    expect(feed.map((row) => row.data)).toEqual([
      { users: [{ id: dev.user.id, display_name: 'Amina Nakato' }] },
    ]);
    const audits = await auditsOf(t.app.db, 'interest_poll.remind', project.id);
    expect(audits).toHaveLength(1);
    // The audit row carries the request's id, as every other audit row does.
    expect(audits[0]?.requestId).toBe(one.headers['x-request-id']);
  });

  it('reminds everyone unanswered on the current shortlist, skipping those reminded today', async () => {
    const { project } = await opportunity();
    const url = `/api/projects/${project.id}/remind/`;
    const third = await loginAs(t.app, 'developer');
    const answered = await loginAs(t.app, 'developer');
    const offList = await loginAs(t.app, 'developer');
    await askCandidate(t.app.db, project.id, other.user.id);
    await askCandidate(t.app.db, project.id, third.user.id);
    await askCandidate(t.app.db, project.id, answered.user.id, { status: 'interested' });
    await askCandidate(t.app.db, project.id, offList.user.id, { shortlisted: false });

    await staff.client.post(url, { remind_user_id: other.user.id });
    const all = await staff.client.post(url, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ message: 'Reminder sent to 2 candidate(s)' });
    expect(await bell(dev.user.id, project.id)).toHaveLength(1);
    expect(await bell(third.user.id, project.id)).toHaveLength(1);
    expect(await bell(other.user.id, project.id)).toHaveLength(1);
    expect(await bell(answered.user.id, project.id)).toHaveLength(0);
    expect(await bell(offList.user.id, project.id)).toHaveLength(0);
    const none = await staff.client.post(url, {});
    expect(none.json()).toEqual({
      message: 'Everyone on the shortlist has answered or was already reminded today.',
    });

    for (const id of [answered.user.id, offList.user.id, 2_000_000_000]) {
      const bad = await staff.client.post(url, { remind_user_id: id });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json())).toEqual(['remind_user_id']);
    }
  });

  it('reminds the pending team invitees too (people added ahead of conversion), as on any project', async () => {
    // Fresh people: the file's others have used their reminder mail budget (MAIL_LIMIT_REMINDERS).
    const project = await createProject(t.app.db, {
      title: 'Fleet app',
      stage: 'opportunity',
      ownerId: client.user.id,
    });
    const asked = await loginAs(t.app, 'developer');
    await askCandidate(t.app.db, project.id, asked.user.id);
    const invitee = await loginAs(t.app, 'developer', { firstName: 'Pending', lastName: 'Invitee' });
    await askCandidate(t.app.db, project.id, invitee.user.id, { status: 'interested' });
    await addParticipant(t.app.db, project.id, invitee.user.id, { status: 'pending' });
    const url = `/api/projects/${project.id}/remind/`;
    const invited = () => inviteBell(invitee.user.id, project.id);

    const all = await staff.client.post(url, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      message: 'Reminder sent to 1 candidate(s) Reminder sent to 1 pending team member(s)',
    });
    expect(await bell(asked.user.id, project.id)).toHaveLength(1);
    expect(await invited()).toHaveLength(1);
    // One person by id: an invitee is reminded as one (no daily limit on invitations).
    const one = await staff.client.post(url, { remind_user_id: invitee.user.id });
    expect(one.json()).toEqual({ message: 'Reminder sent to 1 pending team member(s)' });
    expect(await invited()).toHaveLength(2);
  });

  it('is for staff who manage opportunities and who may add members: the owner reminds invitees only; archived is 403', async () => {
    const { project } = await opportunity();
    const url = `/api/projects/${project.id}/remind/`;
    const owners = await client.client.post(url, {});
    expect(owners.statusCode, owners.body).toBe(200);
    expect(owners.json()).toEqual({ message: 'There are no pending invitations to remind' });
    const candidate = await client.client.post(url, { remind_user_id: dev.user.id });
    expect(candidate.statusCode).toBe(400);
    expect(Object.keys(candidate.json())).toEqual(['remind_user_id']);
    await t.app.db.update(projects).set({ archived: true }).where(eq(projects.id, project.id));
    expect((await staff.client.post(url, {})).statusCode).toBe(403);
    expect((await client.client.post(url, {})).statusCode).toBe(403);
    expect(await bell(dev.user.id, project.id)).toHaveLength(0);
  });
});
