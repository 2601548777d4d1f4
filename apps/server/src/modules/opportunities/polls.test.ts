import type { InterestPoll } from '@kazi/shared/opportunities/polls';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { askCandidate } from '../../db/factories/interest-polls.ts';
import { createProject } from '../../db/factories/projects.ts';
import { interestPolls } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { loginAs, refusal, type SignedIn } from '../../test/client.ts';
import { activitiesOf, auditsOf } from '../team/test-support.ts';
import { pollsWorld } from './test-support.ts';

// Availability polls (ADR 031): the candidate view, answers and the polls lists; reminders are
// poll-reminders.test.ts.
let t: TestApp;
let staff: SignedIn;
let dev: SignedIn;
let other: SignedIn;

const { w, opportunity, pollOf } = pollsWorld();
beforeAll(() => {
  ({ t, staff, dev, other } = w);
});

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
      expect(post.json()).toEqual(refusal('This opportunity no longer takes answers.'));
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
