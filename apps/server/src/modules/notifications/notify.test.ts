import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { notifications, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';
import { mailsTo } from '../team/test-support.ts';
import { notify } from './notify.ts';

// Domains publish events; each lands once in the recipient's bell and, where its kind mails,
// once in the outbox, in the domain's transaction (ADR 025). Reminders limited to 2 per person,
// questions to 2 per asker.
let t: TestApp;
let staff: TestClient;
let owner: { client: TestClient; user: UserRow };
beforeAll(async () => {
  t = await createTestApp({
    MAIL_LIMIT_REMINDERS: '50/2',
    MAIL_LIMIT_QUESTIONS: '2/100',
    PAYONEER_SETUP_URL: 'https://payouts.example.com/setup',
  });
  staff = (await loginAs(t.app, 'staff')).client;
  owner = await loginAs(t.app, 'client');
});
afterAll(() => t.close());

const bellOf = (userId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(asc(notifications.id));
const member = (id: number, hours = 40, payout = '25.00', client = '40.00', extra = {}) => ({
  user: { id },
  payment_structure: { hours_per_week: hours, payout_rate: payout, client_rate: client },
  ...extra,
});

describe('team invitations and reminders', () => {
  it('an invitation is in the invitee’s bell, linked to the accept page, and mailed once, as before', async () => {
    const project = await createProject(t.app.db, { ownerId: owner.user.id, title: 'Ledger' });
    const dev = await createUserWithRole(t.app.db, 'developer');
    const response = await staff.patch(`/api/projects/${project.id}/`, { participation: [member(dev.id)] });
    expect(response.statusCode, response.body).toBe(200);

    const bell = await bellOf(dev.id);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      kind: 'team_invite',
      subject: 'You are invited to join "Ledger"',
      link: `/projects/${project.id}/accept_invite`,
      readAt: null,
    });
    const mails = await mailsTo(t.app.db, dev.email);
    expect(mails.map((m) => [m.template, m.subject])).toEqual([
      ['project-invite', 'You have been invited to join Ledger on Kazi'],
    ]);
    expect(mails[0]?.text).toContain(`/projects/${project.id}/accept_invite`);
  });

  it('each reminder is its own notification; past the limit (429) neither bell nor mail changes', async () => {
    const project = await createProject(t.app.db, { ownerId: owner.user.id, title: 'Atlas' });
    const dev = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, dev.id, { status: 'pending' });
    for (let i = 0; i < 2; i++)
      expect((await staff.post(`/api/projects/${project.id}/remind/`, {})).statusCode).toBe(200);
    const refused = await staff.post(`/api/projects/${project.id}/remind/`, {});
    expect(refused.statusCode).toBe(429);

    const bell = await bellOf(dev.id);
    expect(bell.map((n) => n.kind)).toEqual(['team_invite_reminder', 'team_invite_reminder']);
    expect(bell[0]?.subject).toBe('Your invitation to join "Atlas" is waiting for your answer');
    expect((await mailsTo(t.app.db, dev.email)).map((m) => m.template)).toEqual([
      'project-invite-reminder',
      'project-invite-reminder',
    ]);
  });

  it('an event published twice with the same key lands once, mail included', async () => {
    const dev = await createUserWithRole(t.app.db, 'developer');
    const event = {
      recipient: dev,
      kind: 'team_invite' as const,
      subject: 'Once',
      link: '/projects/1/accept_invite',
      key: 'test:once',
      mail: { to: dev.email, subject: 'Once', text: 'Once', template: 'project-invite' },
    };
    await t.app.db.transaction((tx) => notify(t.app, tx, { actorId: null }, [event, event]));
    await t.app.db.transaction((tx) => notify(t.app, tx, { actorId: null }, [event]));
    expect(await bellOf(dev.id)).toHaveLength(1);
    expect(await mailsTo(t.app.db, dev.email)).toHaveLength(1);
  });

  it('refuses to mail for a person’s action without a mail limit, and writes nothing', async () => {
    const dev = await createUserWithRole(t.app.db, 'developer');
    const event = {
      recipient: dev,
      kind: 'team_invite' as const,
      subject: 'Unlimited',
      link: '/projects/1/accept_invite',
      mail: { to: dev.email, subject: 'Unlimited', text: 'Unlimited', template: 'project-invite' },
    };
    await expect(
      t.app.db.transaction((tx) => notify(t.app, tx, { actorId: owner.user.id }, [event])),
    ).rejects.toThrow(/mailLimit/);
    expect(await bellOf(dev.id)).toEqual([]);
    expect(await mailsTo(t.app.db, dev.email)).toEqual([]);
  });
});

describe('the seam’s own rules', () => {
  it('refuses an always-mailed kind without its mail (a programming error), and writes nothing', async () => {
    const dev = await createUserWithRole(t.app.db, 'developer');
    const event = { recipient: dev, kind: 'team_invite' as const, subject: 'Mailless', link: '/projects/1' };
    await expect(t.app.db.transaction((tx) => notify(t.app, tx, { actorId: null }, [event]))).rejects.toThrow(
      /team_invite notification is always mailed and needs its mail/,
    );
    expect(await bellOf(dev.id)).toEqual([]);
  });
});

describe('questions', () => {
  it('a question is in the bell of the client manager and support officer, and mailed as before; past the limit (429) neither', async () => {
    const cm = await createUserWithRole(t.app.db, 'client_manager');
    const cso = await createUserWithRole(t.app.db, 'client_support_officer');
    const project = await createProject(t.app.db, {
      ownerId: owner.user.id,
      cmId: cm.id,
      csoId: cso.id,
      title: 'Delta',
    });
    const dev = await loginAs(t.app, 'developer', { firstName: 'Ana', lastName: 'Diaz' });
    await addParticipant(t.app.db, project.id, dev.user.id, { status: 'pending' });
    const ask = () => dev.client.post(`/api/projects/${project.id}/question/`, { body: 'Remote ok?' });
    for (let i = 0; i < 2; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);

    for (const person of [cm, cso]) {
      expect((await bellOf(person.id)).map((n) => [n.kind, n.subject, n.link])).toEqual([
        ['project_question', 'Ana Diaz asked a question about "Delta"', `/projects/${project.id}`],
        ['project_question', 'Ana Diaz asked a question about "Delta"', `/projects/${project.id}`],
      ]);
      const mails = await mailsTo(t.app.db, person.email);
      expect(mails.map((m) => [m.template, m.subject])).toEqual([
        ['project-question', 'Question from Ana Diaz about Delta'],
        ['project-question', 'Question from Ana Diaz about Delta'],
      ]);
      expect(mails[0]?.text).toContain('Remote ok?');
    }
    expect(await bellOf(owner.user.id)).toEqual([]);
  });
});

describe('payout methods', () => {
  it('each change is in the owner’s bell, linked to Settings → Payment, and mailed as before', async () => {
    const dev = await loginAs(t.app, 'developer');
    const pay = await loginAs(t.app, 'pay_admin');
    const iban = await dev.client.post('/api/iban/', {
      account_holder: 'Ana',
      iban_number: 'NL91ABNA0417164300',
    });
    expect(iban.statusCode, iban.body).toBe(201);
    const payoneer = (email: string) =>
      dev.client.post('/api/payoneer/', {
        payoneer_email: email,
        first_name: 'Ana',
        last_name: 'Diaz',
      });
    const first = (await payoneer('one@example.com')).json().data;
    expect((await pay.client.patch(`/api/payoneer/${first.id}/`, { status: 'active' })).statusCode).toBe(200);
    expect(
      (await dev.client.patch(`/api/payment-providers/${first.id}/`, { is_default: true })).statusCode,
    ).toBe(200);
    const second = (await payoneer('two@example.com')).json().data;
    // The pay admin's confirmation replaces the active Payoneer account: the owner hears of it.
    expect((await pay.client.patch(`/api/payoneer/${second.id}/`, { status: 'active' })).statusCode).toBe(
      200,
    );

    expect((await bellOf(dev.user.id)).map((n) => [n.kind, n.subject, n.link])).toEqual([
      ['payout_method_added', 'New payout method on your account: IBAN', '/settings/payment'],
      ['payout_method_added', 'New payout method on your account: Payoneer', '/settings/payment'],
      ['payout_method_default', 'Your default payout method is now Payoneer', '/settings/payment'],
      ['payout_method_added', 'New payout method on your account: Payoneer', '/settings/payment'],
      ['payout_method_changed', 'Your Payoneer payout method was replaced', '/settings/payment'],
    ]);
    expect((await mailsTo(t.app.db, dev.user.email)).map((m) => m.template)).toEqual([
      'payout_method.added',
      'payout_method.added',
      'payout_method.default',
      'payout_method.added',
      'payout_method.changed',
    ]);
    expect(await bellOf(pay.user.id)).toEqual([]);
  });
});

describe('rate changes and documents', () => {
  it('a rate change is in the member’s bell only (no mail, as before)', async () => {
    const project = await createProject(t.app.db, { ownerId: owner.user.id, title: 'Orbit' });
    const dev = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, dev.id);
    const before = await t.app.db.select().from(outbox);
    const response = await staff.patch(`/api/projects/${project.id}/`, {
      participation: [member(dev.id, 30, '30.00', '45.00')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const bell = await bellOf(dev.id);
    expect(bell).toHaveLength(1);
    expect(bell[0]?.kind).toBe('rate_changed');
    expect(bell[0]?.subject).toMatch(/^Your hours or rates on "Orbit" changed from \d{4}-\d{2}-\d{2}$/);
    expect(bell[0]?.link).toBe(`/projects/${project.id}`);
    expect(await t.app.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('a document added or changed is in the bell of the project’s people but the actor’s', async () => {
    const cm = await createUserWithRole(t.app.db, 'client_manager');
    const project = await createProject(t.app.db, { ownerId: owner.user.id, cmId: cm.id, title: 'Nile' });
    const dev = await loginAs(t.app, 'developer');
    const pending = await createUserWithRole(t.app.db, 'developer');
    await addParticipant(t.app.db, project.id, dev.user.id);
    await addParticipant(t.app.db, project.id, pending.id, { status: 'pending' });

    const created = await owner.client.post('/api/documents/', {
      project: { id: project.id },
      title: 'Brief',
      type: 'requirements',
      url: 'https://example.com/brief',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const renamed = await staff.patch(`/api/documents/${id}/`, { title: 'Brief v2' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    for (const person of [cm.id, dev.user.id]) {
      expect((await bellOf(person)).map((n) => [n.kind, n.subject, n.link])).toEqual([
        ['document_added', 'New document on "Nile": Brief', `/projects/${project.id}/docs`],
        ['document_updated', 'Document updated on "Nile": Brief v2', `/projects/${project.id}/docs`],
      ]);
    }
    // The owner added it: only the change is theirs to hear of. A pending invitee hears of neither.
    expect((await bellOf(owner.user.id)).map((n) => n.kind)).toEqual(['document_updated']);
    expect(await bellOf(pending.id)).toEqual([]);
    const listed = await dev.client.get('/api/notifications/');
    expect(listed.json()).toMatchObject({ count: 2, unread_count: 2 });
  });
});
