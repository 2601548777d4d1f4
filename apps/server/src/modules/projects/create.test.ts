import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/factories/users.ts';
import { outbox, projectActivities, projectDocuments, projects } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type TestClient } from '../../test/client.ts';

let t: TestApp;
let staff: TestClient;
let admin: TestClient;
let client: { client: TestClient; user: UserRow };
let cm: { client: TestClient; user: UserRow };
let developer: { client: TestClient; user: UserRow };
let otherClient: UserRow;
let cso: UserRow;

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dedicated = (overrides: object = {}) => ({
  category: 'dedicated',
  title: 'Dedicated React team',
  description: 'Two developers for our web shop.',
  type: 'web',
  expected_start_date: future(7),
  expected_end_date: future(200),
  currency: 'EUR',
  invoicing_email: 'billing@acme.test',
  ...overrides,
});
const activityOf = async (id: number) =>
  (
    await t.app.db
      .select({ action: projectActivities.action })
      .from(projectActivities)
      .where(eq(projectActivities.projectId, id))
      .orderBy(projectActivities.id)
  ).map((r) => r.action);

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, 'staff')).client;
  admin = (await loginAs(t.app, 'admin')).client;
  client = await loginAs(t.app, 'client');
  cm = await loginAs(t.app, 'client_manager');
  developer = await loginAs(t.app, 'developer');
  otherClient = (await loginAs(t.app, 'client')).user;
  cso = (await loginAs(t.app, 'client_support_officer')).user;
});
afterAll(() => t.close());

describe('POST projects/', () => {
  it('lets a client create a dedicated project, owning it', async () => {
    const response = await client.client.post(
      '/api/projects/',
      dedicated({ skills: ['React', 'TypeScript'] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body: ProjectDetail = response.json();
    expect(body).toMatchObject({
      title: 'Dedicated React team',
      category: 'dedicated',
      stage: 'active',
      owner: { id: client.user.id },
      user: { id: client.user.id },
      project_role: 'owner',
      skills: [{ name: 'React' }, { name: 'TypeScript' }],
    });
    expect(await activityOf(body.id)).toEqual(['create', 'project_owner_added']);
    const listed = (await client.client.get('/api/projects/?category=dedicated')).json();
    expect(listed.results.map((card: { id: number }) => card.id)).toContain(body.id);
  });

  it('refuses a client naming another owner, a cm or a team', async () => {
    expect(
      (await client.client.post('/api/projects/', dedicated({ owner: { id: otherClient.id } }))).statusCode,
    ).toBe(403);
    expect(
      (await client.client.post('/api/projects/', dedicated({ cm: { id: cm.user.id } }))).statusCode,
    ).toBe(403);
    const team = [
      {
        user: { id: developer.user.id },
        payment_structure: { hours_per_week: 40, payout_rate: '20', client_rate: '30' },
      },
    ];
    expect((await client.client.post('/api/projects/', dedicated({ participation: team }))).statusCode).toBe(
      403,
    );
  });

  it('refuses opportunities and managed projects to clients, and everything to developers', async () => {
    const opportunity = {
      stage: 'opportunity',
      category: 'project',
      title: 'X',
      description: 'Y',
      expected_start_date: future(3),
    };
    expect((await client.client.post('/api/projects/', opportunity)).statusCode).toBe(403);
    expect((await client.client.post('/api/projects/', dedicated({ category: 'project' }))).statusCode).toBe(
      403,
    );
    expect((await developer.client.post('/api/projects/', dedicated())).statusCode).toBe(403);
  });

  it('refuses every project to a client who cannot contribute yet, even when the UI is bypassed', async () => {
    const unfinished = await loginAs(t.app, 'client', { company: null });
    expect(unfinished.user.canContribute).toBe(false);
    const response = await unfinished.client.post('/api/projects/', dedicated({ title: 'Too early' }));
    expect(response.statusCode).toBe(403);
    const created = await t.app.db.select().from(projects).where(eq(projects.title, 'Too early'));
    expect(created).toEqual([]);
  });

  it('lets staff create a project with owner, cm, cso, a team and a link document in one go', async () => {
    const response = await admin.post(
      '/api/projects/',
      dedicated({
        owner: { id: client.user.id },
        cm: { id: cm.user.id },
        cso: { id: cso.id },
        participation: [
          {
            user: { id: developer.user.id },
            payment_structure: { hours_per_week: 40, payout_rate: '25.00', client_rate: '45' },
          },
        ],
        documents: [{ title: 'Requirements', type: 'requirements', url: 'https://docs.example.test/reqs' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body: ProjectDetail = response.json();
    expect(body.owner?.id).toBe(client.user.id);
    expect(body.cm?.id).toBe(cm.user.id);
    expect(body.cso?.id).toBe(cso.id);
    expect(body.participation).toMatchObject([
      {
        user: { id: developer.user.id },
        status: 'pending',
        hours_per_week: 40,
        payout_rate: '25.00',
        client_rate: '45.00',
      },
    ]);
    expect(body.documents_count).toBe(1);
    const actions = await activityOf(body.id);
    expect(actions[0]).toBe('create');
    expect(actions).toEqual(
      expect.arrayContaining([
        'project_owner_added',
        'cm_added',
        'cso_added',
        'developers_added',
        'project_document_added',
      ]),
    );
    expect(actions).toHaveLength(6);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, developer.user.email));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('makes a client manager the cm of what they create', async () => {
    const response = await cm.client.post('/api/projects/', {
      stage: 'opportunity',
      category: 'project',
      title: 'Fintech MVP',
      description: 'An opportunity',
      expected_start_date: future(10),
      contact_name: 'Jan',
      contact_email: 'jan@example.test',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      stage: 'opportunity',
      cm: { id: cm.user.id },
      contact_email: 'jan@example.test',
    });
  });

  it('lists every missing field of the kind, with the spec’s messages', async () => {
    const ded = await staff.post('/api/projects/', { category: 'dedicated' });
    expect(ded.statusCode).toBe(400);
    expect(ded.json()).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      expected_start_date: ['Start date is required'],
      type: ['Project type is required'],
      currency: ['Currency is required'],
      invoicing_email: ['Invoicing e-mail is required'],
    });
    const opp = await staff.post('/api/projects/', { stage: 'opportunity', contact_email: 'x' });
    expect(opp.json()).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      category: ['Category is required'],
      expected_start_date: ['Start date is required'],
      contact_email: ['Invalid email address.'],
    });
  });

  it('checks the dates and the no-end-date sentinel', async () => {
    const bad = await staff.post(
      '/api/projects/',
      dedicated({ expected_start_date: future(30), expected_end_date: future(20) }),
    );
    expect(bad.json()).toEqual({
      expected_start_date: ['Start date is greater than end date'],
      expected_end_date: ['End date cannot be before the start date'],
    });
    const past = await staff.post(
      '/api/projects/',
      dedicated({ expected_start_date: '2020-01-01', expected_end_date: '2020-02-01' }),
    );
    expect(past.json()).toEqual({ expected_end_date: ['End date cannot be before today'] });
    const noEnd = await staff.post('/api/projects/', dedicated({ expected_end_date: '2099-12-31' }));
    expect(noEnd.statusCode).toBe(201);
    const opportunity = await staff.post('/api/projects/', {
      stage: 'opportunity',
      category: 'project',
      title: 'T',
      description: 'D',
      expected_start_date: future(1),
      expected_end_date: '2099-12-31',
    });
    expect(opportunity.json()).toEqual({ expected_end_date: ['An opportunity needs an end date'] });
  });

  it('refuses unknown keys', async () => {
    const response = await staff.post('/api/projects/', dedicated({ is_admin: true, archived: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ is_admin: ['Unknown field.'], archived: ['Unknown field.'] });
  });

  it('accepts multipart with a document file, and refuses a file over 5 MB with 413', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);
    const parts = [
      { name: 'category', value: 'dedicated' },
      { name: 'title', value: 'With a file' },
      { name: 'description', value: 'Multipart' },
      { name: 'type', value: 'web' },
      { name: 'expected_start_date', value: future(2) },
      { name: 'currency', value: 'USD' },
      { name: 'invoicing_email', value: 'pay@example.test' },
      { name: 'owner[id]', value: String(client.user.id) },
      { name: 'skills[0]', value: 'Figma' },
      { name: 'documents[0][title]', value: 'Wireframes' },
      { name: 'documents[0][type]', value: 'wireframes' },
      { name: 'documents[0][file]', fileName: 'wireframes.pdf', bytes: pdf, contentType: 'application/pdf' },
    ];
    const response = await staff.upload('/api/projects/', parts);
    expect(response.statusCode, response.body).toBe(201);
    const body: ProjectDetail = response.json();
    expect(body).toMatchObject({
      currency: 'USD',
      owner: { id: client.user.id },
      documents_count: 1,
      skills: [{ name: 'Figma' }],
    });
    const [document] = await t.app.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.projectId, body.id));
    expect(document?.fileId).not.toBeNull();

    const before = (await t.app.db.select({ id: projects.id }).from(projects)).length;
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5_242_880, 0x20)]);
    const tooBig = await staff.upload('/api/projects/', [
      ...parts.slice(0, -1),
      { name: 'documents[0][file]', fileName: 'big.pdf', bytes: big, contentType: 'application/pdf' },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect((await t.app.db.select({ id: projects.id }).from(projects)).length).toBe(before);
  });

  it('creates nothing when a later step fails (a team member who cannot join)', async () => {
    const before = (await t.app.db.select({ id: projects.id }).from(projects)).length;
    const response = await admin.post(
      '/api/projects/',
      dedicated({
        participation: [
          {
            user: { id: otherClient.id },
            payment_structure: { hours_per_week: 10, payout_rate: '1', client_rate: '2' },
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['participation.0.user']);
    expect((await t.app.db.select({ id: projects.id }).from(projects)).length).toBe(before);
  });
});
