import { MESSAGES } from '@kazi/shared/messages';
import type { ShortlistPage } from '@kazi/shared/opportunities/shortlist';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { auditLog, notifications, skills, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type SignedIn } from '../../test/client.ts';
import { activitiesOf, mailsTo } from '../team/test-support.ts';
import { createTalent, entriesOf, namesOf, pollsOf } from './test-support.ts';

// GET projects/{id}/shortlist/ and PATCH projects/{id}/shortlist/action/ (ADR 031).
let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
let cm: SignedIn;
let payAdmin: SignedIn;
let owner: SignedIn;
let otherClient: SignedIn;
let member: SignedIn;
const talents: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  staff = await loginAs(t.app, 'staff');
  cm = await loginAs(t.app, 'client_manager');
  payAdmin = await loginAs(t.app, 'pay_admin');
  owner = await loginAs(t.app, 'client');
  otherClient = await loginAs(t.app, 'client');
  member = await loginAs(t.app, 'developer');
  for (const [key, spec] of Object.entries({
    amina: { firstName: 'Amina', lastName: 'Slist', skills: ['react'] },
    chidi: { firstName: 'Chidi', lastName: 'Slist', country: 'NG' },
    kofi: { firstName: 'Kofi', lastName: 'Slist', country: 'GH', category: 'designer' as const },
    unfinished: { firstName: 'Unfinished', lastName: 'Slist', unfinished: true },
    unnamed: { firstName: 'Unnamed', lastName: 'Slist', skills: ['clojure'] },
  }))
    talents[key] = (await createTalent(t.app.db, spec)).id;
});
afterAll(() => t.close());

async function opportunity(overrides: Parameters<typeof createProject>[1] = {}) {
  const row = await createProject(t.app.db, {
    title: 'Shortlist opportunity',
    stage: 'opportunity',
    ownerId: owner.user.id,
    createdById: owner.user.id,
    cmId: cm.user.id,
    ...overrides,
  });
  await addParticipant(t.app.db, row.id, member.user.id);
  return row.id;
}

const act = (client: SignedIn, id: number, body: Record<string, unknown>) =>
  client.client.patch(`/api/projects/${id}/shortlist/action/`, body);
const add = (id: number, ...keys: string[]) =>
  act(staff, id, { action: 'add', users: keys.map((key) => ({ id: talents[key] })) });

async function shortlist(client: SignedIn, id: number, query = ''): Promise<ShortlistPage> {
  const response = await client.client.get(`/api/projects/${id}/shortlist/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('adding', () => {
  it('adds people, asks each whether they are available, and tells them', async () => {
    const id = await opportunity();
    const response = await add(id, 'amina', 'chidi');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully added to shortlist' });
    expect((await entriesOf(t.app.db, id)).map((row) => row.userId).sort()).toEqual(
      [talents.amina, talents.chidi].sort(),
    );
    const polls = await pollsOf(t.app.db, id);
    expect(polls.map((poll) => [poll.userId, poll.status, poll.askedById])).toEqual(
      expect.arrayContaining([
        [talents.amina, null, staff.user.id],
        [talents.chidi, null, staff.user.id],
      ]),
    );
    const bell = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, talents.amina as number), eq(notifications.kind, 'interest_poll')),
      );
    expect(bell).toHaveLength(1);
    expect(bell[0]?.subject).toBe('Are you available for "Shortlist opportunity"?');
    const [feed] = await activitiesOf(t.app.db, id, 'shortlist_added');
    expect(feed?.data).toEqual({
      users: [
        { id: talents.amina, display_name: 'Amina Slist' },
        { id: talents.chidi, display_name: 'Chidi Slist' },
      ],
    });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'shortlist.add'));
    expect(audit.some((row) => row.targetId === String(id))).toBe(true);
  });

  it('keeps someone already on the shortlist as they are (nothing recorded twice)', async () => {
    const id = await opportunity();
    await add(id, 'amina');
    expect((await add(id, 'amina')).statusCode).toBe(200);
    expect(await entriesOf(t.app.db, id)).toHaveLength(1);
    expect(await activitiesOf(t.app.db, id, 'shortlist_added')).toHaveLength(1);
  });

  it('lands 50 parallel adds of one person as one row', async () => {
    const id = await opportunity();
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(id, 'kofi')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(await entriesOf(t.app.db, id)).toHaveLength(1);
    expect(await pollsOf(t.app.db, id)).toHaveLength(1);
    expect(await activitiesOf(t.app.db, id, 'shortlist_added')).toHaveLength(1);
  });

  it('refuses someone who is not a talent, naming the field, and adds nobody', async () => {
    const id = await opportunity();
    const response = await act(staff, id, {
      action: 'add',
      users: [{ id: talents.amina }, { id: talents.unfinished }, { id: owner.user.id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'users.1.id': [MESSAGES.shortlist.notTalent],
      'users.2.id': [MESSAGES.shortlist.notTalent],
    });
    expect(await entriesOf(t.app.db, id)).toHaveLength(0);
  });

  it('refuses empty lists, duplicates and unknown keys', async () => {
    const id = await opportunity();
    expect((await act(staff, id, { action: 'add', users: [] })).statusCode).toBe(400);
    expect(
      (await act(staff, id, { action: 'add', users: [{ id: talents.amina }, { id: talents.amina }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await act(staff, id, { action: 'add', users: [{ id: talents.amina }], owner: 1 })).statusCode,
    ).toBe(400);
    expect((await act(staff, id, { action: 'promote', users: [{ id: talents.amina }] })).statusCode).toBe(
      400,
    );
  });
});

describe('removing', () => {
  it('requires a reason', async () => {
    const id = await opportunity();
    await add(id, 'amina');
    for (const reason of [undefined, '', '   ']) {
      const response = await act(staff, id, { action: 'remove', users: [{ id: talents.amina }], reason });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ reason: [MESSAGES.shortlist.reasonRequired] });
    }
    expect((await entriesOf(t.app.db, id)).filter((row) => row.removedAt === null)).toHaveLength(1);
  });

  it('removes one or many with the reason, closes their polls, and records it', async () => {
    const id = await opportunity();
    await add(id, 'amina', 'chidi', 'kofi');
    const response = await act(staff, id, {
      action: 'remove',
      users: [{ id: talents.amina }, { id: talents.kofi }],
      reason: 'Rates too high',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully removed from shortlist' });
    const rows = await entriesOf(t.app.db, id);
    const removed = rows.filter((row) => row.removedAt !== null);
    expect(removed.map((row) => [row.userId, row.removedById, row.removedReason]).sort()).toEqual(
      [
        [talents.amina, staff.user.id, 'Rates too high'],
        [talents.kofi, staff.user.id, 'Rates too high'],
      ].sort(),
    );
    const polls = new Map((await pollsOf(t.app.db, id)).map((poll) => [poll.userId, poll.status]));
    expect(polls.get(talents.amina as number)).toBe('rejected');
    expect(polls.get(talents.chidi as number)).toBeNull();
    const [feed] = await activitiesOf(t.app.db, id, 'shortlist_removed');
    expect(feed?.data).toMatchObject({ reason: 'Rates too high' });
    expect(namesOf((await shortlist(staff, id)).results)).toEqual(['Chidi Slist']);
    // Added again: a new row, asked again.
    await add(id, 'amina');
    expect((await pollsOf(t.app.db, id)).find((poll) => poll.userId === talents.amina)?.status).toBeNull();
    expect((await entriesOf(t.app.db, id)).filter((row) => row.userId === talents.amina)).toHaveLength(2);
  });

  it('refuses someone not on the shortlist, naming the field', async () => {
    const id = await opportunity();
    await add(id, 'amina');
    const response = await act(staff, id, {
      action: 'remove',
      users: [{ id: talents.amina }, { id: talents.chidi }],
      reason: 'No',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'users.1.id': [MESSAGES.shortlist.notShortlisted] });
  });
});

describe('who may', () => {
  it('lets staff act, refuses every other role, and an archived or converted project', async () => {
    const id = await opportunity();
    expect((await act(admin, id, { action: 'add', users: [{ id: talents.amina }] })).statusCode).toBe(200);
    for (const who of [cm, payAdmin, owner, member]) {
      expect((await act(who, id, { action: 'add', users: [{ id: talents.chidi }] })).statusCode).toBe(403);
    }
    const archived = await opportunity({ archived: true, archivedAt: new Date() });
    const refused = await add(archived, 'amina');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal(MESSAGES.shortlist.archived));
    expect(await entriesOf(t.app.db, archived)).toHaveLength(0);
    const active = await opportunity({ stage: 'active' });
    expect((await add(active, 'amina')).statusCode).toBe(409);
    expect((await add(2_000_000_000, 'amina')).statusCode).toBe(404);
  });

  it('shows the shortlist to staff-side roles and the owner, not to talents or other clients', async () => {
    const id = await opportunity();
    await add(id, 'amina', 'chidi');
    const seen = await shortlist(owner, id);
    expect(seen.count).toBe(2);
    expect(seen.results[0]?.user).not.toHaveProperty('payout_rate');
    expect((await shortlist(cm, id)).count).toBe(2);
    expect((await shortlist(payAdmin, id)).results[0]?.user).toHaveProperty('payout_rate');
    expect((await member.client.get(`/api/projects/${id}/shortlist/`)).statusCode).toBe(403);
    expect((await otherClient.client.get(`/api/projects/${id}/shortlist/`)).statusCode).toBe(404);
    const foreign = await createProject(t.app.db, { stage: 'opportunity' });
    expect((await cm.client.get(`/api/projects/${foreign.id}/shortlist/`)).statusCode).toBe(404);
  });
});

describe('the list and the count', () => {
  it('pages latest added first, with show_all, and counts on the project', async () => {
    const id = await opportunity();
    await add(id, 'amina');
    await add(id, 'chidi');
    await add(id, 'kofi');
    const first = await shortlist(staff, id, '?page_size=2');
    expect(first).toMatchObject({ count: 3, previous: null });
    expect(namesOf(first.results)).toEqual(['Kofi Slist', 'Chidi Slist']);
    expect(first.results[0]).toMatchObject({
      added_by: { id: staff.user.id },
      user: { shortlisted: true, interest: { status: null } },
    });
    expect(namesOf((await shortlist(staff, id, '?page_size=2&page=2')).results)).toEqual(['Amina Slist']);
    expect((await shortlist(staff, id, '?page_size=2&show_all=true')).results).toHaveLength(3);
    const detail = (await staff.client.get(`/api/projects/${id}/`)).json() as ProjectDetail;
    expect(detail.total_shortlisted).toBe(3);
    expect(detail.abilities).toMatchObject({
      see_shortlist: true,
      manage_shortlist: true,
      browse_talent_pool: true,
    });
    const ownerView = (await owner.client.get(`/api/projects/${id}/`)).json() as ProjectDetail;
    expect(ownerView.total_shortlisted).toBe(3);
    expect(ownerView.abilities).toMatchObject({
      see_shortlist: true,
      manage_shortlist: false,
      browse_talent_pool: false,
    });
    const memberView = (await member.client.get(`/api/projects/${id}/`)).json() as ProjectDetail;
    expect(memberView.total_shortlisted).toBe(0);
    expect(memberView.abilities.see_shortlist).toBe(false);
  });

  it('reads the page in a bounded number of statements', async () => {
    const id = await opportunity();
    await add(id, 'amina', 'chidi', 'kofi');
    const one = await t.queries.count(() => staff.client.get(`/api/projects/${id}/shortlist/?page_size=1`));
    const all = await t.queries.count(() => staff.client.get(`/api/projects/${id}/shortlist/?page_size=3`));
    expect(one.result.statusCode).toBe(200);
    expect(all.statements.length).toBe(one.statements.length);
  });
});

describe('after conversion', () => {
  it('keeps the shortlist readable, by the same people, and closed to changes', async () => {
    const id = await opportunity();
    expect((await add(id, 'amina', 'chidi')).statusCode).toBe(200);
    const converted = await admin.client.patch(`/api/projects/${id}/`, { stage: 'active' });
    expect(converted.statusCode, converted.body).toBe(200);

    const page = await shortlist(staff, id);
    expect(page.count).toBe(2);
    expect(namesOf(page.results).sort()).toEqual(['Amina Slist', 'Chidi Slist']);
    expect((await shortlist(owner, id)).count).toBe(2);
    expect((await member.client.get(`/api/projects/${id}/shortlist/`)).statusCode).toBe(403);
    expect((await otherClient.client.get(`/api/projects/${id}/shortlist/`)).statusCode).toBe(404);

    const detail = (await staff.client.get(`/api/projects/${id}/`)).json() as ProjectDetail;
    expect(detail.total_shortlisted).toBe(2);
    expect(detail.abilities.see_shortlist).toBe(true);
    expect(detail.abilities.manage_shortlist).toBe(false);
    expect((await add(id, 'kofi')).statusCode).toBe(409);
  });

  it("shows the shortlist's feed entries (a removal's reason) only to those who see the shortlist", async () => {
    const id = await opportunity();
    expect((await add(id, 'amina', 'chidi')).statusCode).toBe(200);
    const removed = await act(staff, id, {
      action: 'remove',
      users: [{ id: talents.chidi }],
      reason: 'Rates above the budget',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await admin.client.patch(`/api/projects/${id}/`, { stage: 'active' })).statusCode).toBe(200);
    const actions = async (client: SignedIn) => {
      const response = await client.client.get(`/api/activity/?project=${id}&page_size=100`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { results: { action: string }[] }).results.map((entry) => entry.action);
    };
    expect(await actions(staff)).toEqual(expect.arrayContaining(['shortlist_added', 'shortlist_removed']));
    expect(await actions(owner)).toEqual(expect.arrayContaining(['shortlist_removed']));
    const team = await actions(member);
    expect(team).toContain('activate');
    expect(
      team.filter((action) => action.startsWith('shortlist_') || action.startsWith('interest_')),
    ).toEqual([]);
  });
});

describe('a talent without a name', () => {
  it("shows by their e-mail to staff only: others, and the feed, read 'Candidate #<id>'", async () => {
    const id = await opportunity();
    const unnamedId = talents.unnamed as number;
    // Their name cleared after they were onboarded (shortlists keep people whatever they become).
    await t.app.db.update(users).set({ firstName: '', lastName: '' }).where(eq(users.id, unnamedId));
    expect((await add(id, 'unnamed')).statusCode).toBe(200);
    const [email] = (
      await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, unnamedId))
    ).map((row) => row.email);
    const candidate = `Candidate #${unnamedId}`;
    const shownTo = async (client: SignedIn) =>
      (await shortlist(client, id)).results.find((entry) => entry.user.id === unnamedId)?.user.display_name;
    expect(await shownTo(staff)).toBe(email);
    expect(await shownTo(owner)).toBe(candidate);
    expect(await shownTo(cm)).toBe(candidate);
    // The talent pool (client managers browse it too).
    const [clojure] = await t.app.db.select({ id: skills.id }).from(skills).where(eq(skills.slug, 'clojure'));
    const pool = async (client: SignedIn) =>
      (await client.client.get(`/api/projects/${id}/talent-pool/?skills=${clojure?.id}`)).json().results[0]
        ?.display_name;
    expect(await pool(admin)).toBe(email);
    expect(await pool(cm)).toBe(candidate);
    // The feed keeps no address: the client reads it.
    const [added] = await activitiesOf(t.app.db, id, 'shortlist_added');
    expect(JSON.stringify(added?.data)).toContain(candidate);
    expect(JSON.stringify(added?.data)).not.toContain(String(email));
  });
});

describe('past the interest-poll mail limit', () => {
  it('still adds, and asks in the bell without a mail', async () => {
    const limited = await createTestApp({ MAIL_LIMIT_INTEREST_POLLS: '1/1' });
    try {
      const adder = await loginAs(limited.app, 'staff');
      const talent = await createTalent(limited.app.db, { firstName: 'Zawadi', lastName: 'Limit' });
      const project = () => createProject(limited.app.db, { title: 'Limited', stage: 'opportunity' });
      const [first, second] = [await project(), await project()];
      const addTo = (id: number) =>
        adder.client.patch(`/api/projects/${id}/shortlist/action/`, {
          action: 'add',
          users: [{ id: talent.id }],
        });
      expect((await addTo(first.id)).statusCode).toBe(200);
      const response = await addTo(second.id);
      expect(response.statusCode, response.body).toBe(200);
      expect((await entriesOf(limited.app.db, second.id)).map((row) => row.userId)).toEqual([talent.id]);
      const bell = await limited.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, talent.id), eq(notifications.kind, 'interest_poll')));
      expect(bell).toHaveLength(2);
      expect(await mailsTo(limited.app.db, talent.email)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
