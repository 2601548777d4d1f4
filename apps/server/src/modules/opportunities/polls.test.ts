import type { InterestPoll } from '@kazi/shared/opportunities/polls';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askCandidate } from '../../db/factories/interest-polls.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { interestPolls, notifications, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { activitiesOf, auditsOf, mailsTo } from '../team/test-support.ts';

// Availability polls (ADR 031): the candidate view, answers, the polls lists and the reminders.
let t: TestApp;
let staff: SignedIn;
let client: SignedIn;
let dev: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginAs(t.app, 'staff');
  client = await loginAs(t.app, 'client');
  dev = await loginAs(t.app, 'developer', { firstName: 'Amina', lastName: 'Nakato' });
  other = await loginAs(t.app, 'developer', { firstName: 'Chidi', lastName: 'Eze' });
});
afterAll(() => t.close());

/** A client's opportunity with contact details and invoicing, `dev` asked about it. */
async function opportunity(overrides: Parameters<typeof createProject>[1] = {}) {
  const project = await createProject(t.app.db, {
    title: 'Neobank onboarding',
    stage: 'opportunity',
    category: 'project',
    ownerId: client.user.id,
    createdById: staff.user.id,
    contactName: 'Wanjiru Kamau',
    contactEmail: 'wanjiru@client.test',
    invoicingEmail: 'billing@client.test',
    ...overrides,
  });
  const poll = await askCandidate(t.app.db, project.id, dev.user.id, { askedById: staff.user.id });
  return { project, poll };
}

const pollOf = async (id: number) =>
  (await t.app.db.select().from(interestPolls).where(eq(interestPolls.id, id)))[0];
const inviteBell = (recipientId: number, projectId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, 'team_invite_reminder')))
    .then((rows) => rows.filter((row) => row.link === `/projects/${projectId}/accept_invite`));
const bell = (recipientId: number, projectId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        eq(notifications.kind, 'interest_poll_reminder'),
        eq(notifications.link, `/projects/${projectId}`),
      ),
    );

describe('GET projects/{id}/ as an asked candidate', () => {
  it('shows the Details only: no contact, invoicing, people or team, and the ability to answer', async () => {
    const { project, poll } = await opportunity();
    const response = await dev.client.get(`/api/projects/${project.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ProjectDetail;
    expect(body.view).toBe('candidate');
    expect(body.title).toBe('Neobank onboarding');
    expect(body.description).toBe(project.description);
    expect(body).toMatchObject({
      contact_name: null,
      contact_email: null,
      invoicing_email: null,
      cc_primary_email: null,
      owner: null,
      user: null,
      cm: null,
      cso: null,
      participation: [],
      documents_count: 0,
      reason: null,
      my_interest: { id: poll.id, status: null },
    });
    expect(body.payment_structure).toEqual({ amount: null, hours_per_week: null, payment_type: null });
    expect(response.body).not.toContain('wanjiru@client.test');
    expect(response.body).not.toContain('billing@client.test');
    const granted = Object.entries(body.abilities).filter(([, value]) => value);
    expect(granted).toEqual([['answer_poll', true]]);
  });

  it('keeps every other route of the project closed (404)', async () => {
    const { project } = await opportunity();
    for (const path of [
      `/api/projects/${project.id}/team/`,
      `/api/activity/?project=${project.id}`,
      `/api/documents/?project=${project.id}`,
      `/api/projects/${project.id}/timeline-changes/`,
      `/api/projects/${project.id}/invitation/`,
    ]) {
      expect((await dev.client.get(path)).statusCode, path).toBe(404);
    }
    expect((await dev.client.patch(`/api/projects/${project.id}/`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await dev.client.post(`/api/projects/${project.id}/remind/`, {})).statusCode).toBe(404);
  });

  it('is 404 once taken off the shortlist, on an archived or a converted opportunity, and for others', async () => {
    const rejected = await opportunity();
    await t.app.db
      .update(interestPolls)
      .set({ status: 'rejected' })
      .where(eq(interestPolls.id, rejected.poll.id));
    expect((await dev.client.get(`/api/projects/${rejected.project.id}/`)).statusCode).toBe(404);
    const archived = await opportunity({ archived: true, archivedAt: new Date() });
    expect((await dev.client.get(`/api/projects/${archived.project.id}/`)).statusCode).toBe(404);
    const converted = await opportunity({ stage: 'active' });
    expect((await dev.client.get(`/api/projects/${converted.project.id}/`)).statusCode).toBe(404);
    const live = await opportunity();
    expect((await other.client.get(`/api/projects/${live.project.id}/`)).statusCode).toBe(404);
  });

  it('leaves staff the full view, with the contact', async () => {
    const { project } = await opportunity();
    const body = (await staff.client.get(`/api/projects/${project.id}/`)).json() as ProjectDetail;
    expect(body.view).toBe('full');
    expect(body.contact_email).toBe('wanjiru@client.test');
    expect(body.abilities.answer_poll).toBe(false);
    expect(body.abilities.remind_candidates).toBe(true);
  });
});

describe('answering', () => {
  it('POST answers the caller’s own poll; PATCH flips it; each change in the feed and the audit', async () => {
    const { project, poll } = await opportunity();
    const answered = await dev.client.post('/api/interest-polls/', {
      project: { id: project.id },
      user: { id: dev.user.id },
      status: 'interested',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ id: poll.id, status: 'interested', user: { id: dev.user.id } });
    expect((answered.json() as InterestPoll).answered_at).not.toBeNull();

    const flipped = await dev.client.patch(`/api/interest-polls/${poll.id}/`, { status: 'uninterested' });
    expect(flipped.statusCode, flipped.body).toBe(200);
    expect((await pollOf(poll.id))?.status).toBe('uninterested');
    // The same answer again changes nothing.
    expect(
      (await dev.client.patch(`/api/interest-polls/${poll.id}/`, { status: 'uninterested' })).statusCode,
    ).toBe(200);

    const feed = await activitiesOf(t.app.db, project.id, 'interest_answered');
    expect(feed.map((row) => [row.actorId, row.data])).toEqual([
      [dev.user.id, { status: 'interested' }],
      [dev.user.id, { status: 'uninterested' }],
    ]);
    const audits = await auditsOf(t.app.db, 'interest_poll.answer', poll.id);
    expect(audits.map((row) => [row.before, row.after])).toEqual([
      [{ status: null }, { status: 'interested' }],
      [{ status: 'interested' }, { status: 'uninterested' }],
    ]);
    const detail = (await dev.client.get(`/api/projects/${project.id}/`)).json() as ProjectDetail;
    expect(detail.my_interest).toEqual({ id: poll.id, status: 'uninterested' });
  });

  it('refuses answering for someone else (403), a poll never asked or someone else’s (404)', async () => {
    const { project, poll } = await opportunity();
    const forOther = await other.client.post('/api/interest-polls/', {
      project: { id: project.id },
      user: { id: dev.user.id },
      status: 'interested',
    });
    expect(forOther.statusCode).toBe(403);
    const neverAsked = await other.client.post('/api/interest-polls/', {
      project: { id: project.id },
      user: { id: other.user.id },
      status: 'interested',
    });
    expect(neverAsked.statusCode).toBe(404);
    expect(
      (await other.client.patch(`/api/interest-polls/${poll.id}/`, { status: 'interested' })).statusCode,
    ).toBe(404);
    expect(
      (await staff.client.patch(`/api/interest-polls/${poll.id}/`, { status: 'interested' })).statusCode,
    ).toBe(404);
    expect((await pollOf(poll.id))?.status).toBeNull();
  });

  it('refuses `rejected` and unknown keys (400)', async () => {
    const { poll } = await opportunity();
    const rejected = await dev.client.patch(`/api/interest-polls/${poll.id}/`, { status: 'rejected' });
    expect(rejected.statusCode).toBe(400);
    expect(Object.keys(rejected.json())).toEqual(['status']);
    const extra = await dev.client.patch(`/api/interest-polls/${poll.id}/`, {
      status: 'interested',
      user: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect((await pollOf(poll.id))?.status).toBeNull();
  });

  it('is 409 after removal from the shortlist, on an archived or a converted opportunity', async () => {
    const cases = [
      await opportunity(),
      await opportunity({ archived: true, archivedAt: new Date() }),
      await opportunity({ stage: 'active' }),
    ];
    await t.app.db
      .update(interestPolls)
      .set({ status: 'rejected' })
      .where(eq(interestPolls.id, cases[0]?.poll.id ?? 0));
    for (const { project, poll } of cases) {
      const post = await dev.client.post('/api/interest-polls/', {
        project: { id: project.id },
        user: { id: dev.user.id },
        status: 'interested',
      });
      expect(post.statusCode, post.body).toBe(409);
      expect(post.json()).toEqual({ detail: 'This opportunity no longer takes answers.' });
      expect(
        (await dev.client.patch(`/api/interest-polls/${poll.id}/`, { status: 'interested' })).statusCode,
      ).toBe(409);
    }
    expect(await activitiesOf(t.app.db, cases[1]?.project.id ?? 0, 'interest_answered')).toEqual([]);
  });

  it('keeps racing answers consistent: each recorded change starts from the one before', async () => {
    const { poll } = await opportunity();
    const answers = await Promise.all(
      ['interested', 'uninterested', 'interested', 'uninterested'].map((status) =>
        dev.client.patch(`/api/interest-polls/${poll.id}/`, { status }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const audits = await auditsOf(t.app.db, 'interest_poll.answer', poll.id);
    expect(audits.length).toBeGreaterThan(0);
    expect(audits.length).toBeLessThanOrEqual(answers.filter((a) => a.statusCode === 200).length);
    let status: unknown = null;
    for (const row of audits) {
      expect(row.before).toEqual({ status });
      status = (row.after as { status: string }).status;
    }
    expect((await pollOf(poll.id))?.status).toBe(status);
  });
});

describe('GET interest-polls/', () => {
  it('?mine=true: the caller’s polls still open, newest first, paginated', async () => {
    const fresh = await loginAs(t.app, 'developer');
    const first = await createProject(t.app.db, { title: 'First', stage: 'opportunity' });
    const second = await createProject(t.app.db, { title: 'Second', stage: 'opportunity' });
    const archived = await createProject(t.app.db, {
      title: 'Archived',
      stage: 'opportunity',
      archived: true,
    });
    const converted = await createProject(t.app.db, { title: 'Converted', stage: 'active' });
    const removed = await createProject(t.app.db, { title: 'Removed', stage: 'opportunity' });
    await askCandidate(t.app.db, first.id, fresh.user.id, { status: 'interested' });
    await askCandidate(t.app.db, second.id, fresh.user.id);
    await askCandidate(t.app.db, archived.id, fresh.user.id);
    await askCandidate(t.app.db, converted.id, fresh.user.id);
    await askCandidate(t.app.db, removed.id, fresh.user.id, { status: 'rejected' });
    await askCandidate(t.app.db, second.id, other.user.id);

    const page = await fresh.client.get('/api/interest-polls/?mine=true&page_size=1');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { count: number; next: string | null; results: InterestPoll[] };
    expect(body.count).toBe(2);
    expect(body.results.map((p) => p.project.title)).toEqual(['Second']);
    expect(body.next).toBe('/api/interest-polls/?mine=true&page_size=1&page=2');
    const next = (await fresh.client.get(body.next as string)).json() as { results: InterestPoll[] };
    expect(next.results.map((p) => [p.project.title, p.status])).toEqual([['First', 'interested']]);
  });

  it('?project=: every poll for staff, only one’s own for a candidate, 404 for others; one of the two is required', async () => {
    const { project } = await opportunity();
    await askCandidate(t.app.db, project.id, other.user.id, { status: 'interested' });
    const all = (await staff.client.get(`/api/interest-polls/?project=${project.id}`)).json() as {
      results: InterestPoll[];
    };
    expect(all.results.map((p) => p.user.id).sort()).toEqual([dev.user.id, other.user.id].sort());
    const own = (await dev.client.get(`/api/interest-polls/?project=${project.id}`)).json() as {
      results: InterestPoll[];
    };
    expect(own.results.map((p) => p.user.id)).toEqual([dev.user.id]);
    const stranger = await loginAs(t.app, 'developer');
    expect((await stranger.client.get(`/api/interest-polls/?project=${project.id}`)).statusCode).toBe(404);
    const neither = await dev.client.get('/api/interest-polls/');
    expect(neither.statusCode).toBe(400);
    expect(Object.keys(neither.json())).toEqual(['project']);
  });
  it('runs the same number of statements for 1 poll and for 25', async () => {
    const { project } = await opportunity();
    const url = `/api/interest-polls/?project=${project.id}&page_size=50`;
    await staff.client.get(url); // the session's last-seen touch happens once a minute
    const small = await t.queries.count(() => staff.client.get(url));
    for (let i = 0; i < 24; i += 1) {
      const person = await loginAs(t.app, 'developer');
      await askCandidate(t.app.db, project.id, person.user.id);
    }
    const large = await t.queries.count(() => staff.client.get(url));
    expect((large.result.json() as { count: number }).count).toBe(25);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(5);
  });
});

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
