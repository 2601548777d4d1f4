import { format, MESSAGES } from '@kazi/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMilestone, createProject } from '../db/factories/projects.ts';
import { progressEvents, projects } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { loginAs, type TestClient } from '../test/client.ts';

const D = MESSAGES.dates;
const AFTER_MAX = MESSAGES.projects.afterMaxDate;
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'admin')).client;
});
afterAll(() => t.close());

const projectRow = async (id: number) =>
  (await t.app.db.select().from(projects).where(eq(projects.id, id)))[0];

describe('one date rule for the whole API (1900-01-01 to 2099-12-31)', () => {
  it('refuses expected dates outside the range with 400, and stores nothing', async () => {
    const project = await createProject(t.app.db, { expectedStartDate: '2030-01-01' });
    const url = `/api/projects/${project.id}/`;
    for (const [value, message] of [
      ['0000-01-01', D.beforeMin],
      ['1899-12-31', D.beforeMin],
      ['9999-12-31', AFTER_MAX],
    ] as const) {
      const response = await admin.patch(url, { expected_start_date: value });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toEqual({ expected_start_date: [message] });
    }
    expect((await projectRow(project.id))?.expectedStartDate).toBe('2030-01-01');
  });

  it('refuses timeline dates past 2099 (9999-12-31 was accepted)', async () => {
    const project = await createProject(t.app.db);
    const response = await admin.patch(`/api/projects/${project.id}/`, {
      start_date: '2030-01-01',
      deadline: '9999-12-31',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ deadline: [AFTER_MAX] });
  });

  it('refuses due dates in year 0 and year 1 (0001-01-01 was stored as 2001-01-01)', async () => {
    const project = await createProject(t.app.db);
    for (const due_at of ['0000-01-01T00:00:00Z', '0000-01-01', '0001-01-01', '0001-01-01T00:00:00Z']) {
      const response = await admin.post('/api/progress-events/', {
        project: { id: project.id },
        title: 'M',
        due_at,
      });
      expect(response.statusCode, due_at).toBe(400);
      expect(response.json()).toEqual({ due_at: [D.beforeMin] });
    }
    const milestone = await addMilestone(t.app.db, project.id, 'M', new Date('2030-01-01T00:00:00Z'));
    const moved = await admin.patch(`/api/progress-events/${milestone.id}/`, {
      due_at: '2099-12-31T23:30:00-01:00', // 2100-01-01T00:30Z
      change_log: { reason: 'Later' },
    });
    expect(moved.json()).toEqual({ due_at: [AFTER_MAX] });
    const [row] = await t.app.db
      .select()
      .from(progressEvents)
      .where(eq(progressEvents.projectId, project.id));
    expect(row?.dueAt.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('still takes the range’s own ends', async () => {
    const project = await createProject(t.app.db);
    const response = await admin.post('/api/progress-events/', {
      project: { id: project.id },
      title: 'Last day',
      due_at: '2099-12-31T23:59:59Z',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('numbers in their unit’s precision', () => {
  it('refuses hours per week of 1e-300 (was accepted) and past two decimals', async () => {
    const project = await createProject(t.app.db, { category: 'project' });
    const url = `/api/projects/${project.id}/`;
    for (const hours_per_week of [1e-300, 7.125]) {
      const response = await admin.patch(url, { payment_structure: { hours_per_week } });
      expect(response.statusCode, String(hours_per_week)).toBe(400);
      expect(response.json()).toEqual({
        'payment_structure.hours_per_week': [format(MESSAGES.api.decimalPlaces, { places: 2 })],
      });
    }
    const ok = await admin.patch(url, { payment_structure: { hours_per_week: 7.5 } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('reads page numbers as digits only', async () => {
    for (const page of ['1e3', '0x10', '2.0']) {
      const response = await admin.get(`/api/projects/?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toEqual({ page: [MESSAGES.api.wholeNumber] });
    }
    expect((await admin.get('/api/projects/?page=1')).statusCode).toBe(200);
  });
});
