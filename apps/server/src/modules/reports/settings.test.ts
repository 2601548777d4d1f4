import { MESSAGES } from '@kazi/shared/messages';
import { DEFAULT_REPORT_SETTINGS } from '@kazi/shared/reports/schedule';
import type { ReportSettingsOut } from '@kazi/shared/reports/schemas';
import { todayIso } from '@kazi/shared/team/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import { participations, projectReportSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, type SignedIn } from '../../test/client.ts';
import { activitiesOf } from '../team/test-support.ts';

// Settings → reports: GET/PUT projects/{id}/report-settings/ (ADR 030).
let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
let owner: SignedIn;
let cm: SignedIn;
let member: SignedIn;
let payAdmin: SignedIn;
let otherClient: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  staff = await loginAs(t.app, 'staff');
  owner = await loginAs(t.app, 'client', { firstName: 'Wanjiru', lastName: 'Kamau' });
  cm = await loginAs(t.app, 'client_manager', { firstName: 'Grace', lastName: 'Mwangi' });
  member = await loginAs(t.app, 'developer', { firstName: 'Amina', lastName: 'Okello' });
  payAdmin = await loginAs(t.app, 'pay_admin');
  otherClient = await loginAs(t.app, 'client');
  outsider = await loginAs(t.app, 'developer');
});
afterAll(() => t.close());

const SETTINGS = {
  developer_updates: false,
  pm_reports: true,
  client_surveys: true,
  developer_surveys: false,
  due_hour: 9,
};

/** The owner's active project with its CM and the member (updates every working day), plus a second developer. */
async function project(overrides: Parameters<typeof createProject>[1] = {}) {
  const p = await createProject(t.app.db, {
    title: 'Ledger',
    ownerId: owner.user.id,
    createdById: owner.user.id,
    cmId: cm.user.id,
    ...overrides,
  });
  await addParticipant(t.app.db, p.id, member.user.id);
  const mondays = await createUserWithRole(t.app.db, 'developer', { firstName: 'Kato', lastName: 'Musoke' });
  await addParticipant(t.app.db, p.id, mondays.id);
  await t.app.db
    .update(participations)
    .set({ updateDays: [0] })
    .where(and(eq(participations.projectId, p.id), eq(participations.userId, mondays.id)));
  return { project: p, mondays };
}

const url = (id: number) => `/api/projects/${id}/report-settings/`;
const countBy = (
  preview: ReportSettingsOut['preview'],
  key: (row: ReportSettingsOut['preview'][number]) => string,
) =>
  preview.reduce<Record<string, number>>((counts, row) => {
    counts[key(row)] = (counts[key(row)] ?? 0) + 1;
    return counts;
  }, {});

describe('GET report-settings/', () => {
  it('the defaults, and the next 14 days: every schedule, with titles and people', async () => {
    const { project: p, mondays } = await project();
    const response = await owner.client.get(url(p.id));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ReportSettingsOut;
    expect(body).toMatchObject({ ...DEFAULT_REPORT_SETTINGS, abilities: { edit: true } });
    // Any 14 days hold 10 working days, 2 Mondays and 2 Thursdays, and one Monday of each survey.
    expect(countBy(body.preview, (row) => `${row.type}:${row.user?.display_name}`)).toEqual({
      'developer:Amina Okello': 10,
      'developer:Kato Musoke': 2,
      'cm:Grace Mwangi': 4,
      'developer_rating:Wanjiru Kamau': 1,
      'developer_survey:Amina Okello': 1,
      'developer_survey:Kato Musoke': 1,
    });
    expect(countBy(body.preview, (row) => `${row.type}:${row.title}`)).toMatchObject({
      'developer:Developer update': 12,
      'cm:PM report': 4,
      'developer_rating:Client survey': 1,
      'developer_survey:Developer survey': 2,
    });
    const today = todayIso();
    const last = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    for (const row of body.preview) {
      expect(row.due_at.slice(11)).toBe('17:00:00.000Z');
      expect(row.due_at.slice(0, 10) >= today && row.due_at.slice(0, 10) <= last).toBe(true);
    }
    const days = body.preview.map((row) => row.due_at);
    expect(days).toEqual([...days].sort());
    expect(body.preview.find((row) => row.user?.id === mondays.id)?.user).toEqual({
      id: mondays.id,
      display_name: 'Kato Musoke',
      avatar_url: null,
    });
  });

  it('admins and staff may configure any project; the CM, team members and pay admins 403; others 404', async () => {
    const { project: p } = await project();
    for (const who of [admin, staff]) expect((await who.client.get(url(p.id))).statusCode).toBe(200);
    for (const who of [cm, member, payAdmin]) expect((await who.client.get(url(p.id))).statusCode).toBe(403);
    for (const who of [otherClient, outsider]) expect((await who.client.get(url(p.id))).statusCode).toBe(404);
    expect((await admin.client.get(url(2_000_000_000))).statusCode).toBe(404);
  });

  it('no developer updates while project notifications are disabled; nothing on opportunities', async () => {
    const { project: quiet } = await project({ notificationsDisabled: true });
    const body = (await owner.client.get(url(quiet.id))).json() as ReportSettingsOut;
    expect(body.preview.some((row) => row.type === 'developer')).toBe(false);
    expect(body.preview.filter((row) => row.type === 'cm')).toHaveLength(4);

    const { project: idea } = await project({ stage: 'opportunity' });
    expect(((await staff.client.get(url(idea.id))).json() as ReportSettingsOut).preview).toEqual([]);
  });
});

describe('PUT report-settings/', () => {
  it('saves every setting, previews them and records the change in the feed once', async () => {
    const { project: p } = await project();
    const response = await owner.client.put(url(p.id), SETTINGS);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ReportSettingsOut;
    expect(body).toMatchObject({ ...SETTINGS, abilities: { edit: true } });
    expect(countBy(body.preview, (row) => row.type)).toEqual({ cm: 4, developer_rating: 1 });
    for (const row of body.preview) expect(row.due_at.slice(11)).toBe('09:00:00.000Z');
    expect((await staff.client.get(url(p.id))).json()).toEqual(body);
    const [row] = await t.app.db
      .select()
      .from(projectReportSettings)
      .where(eq(projectReportSettings.projectId, p.id));
    expect(row).toMatchObject({ developerUpdates: false, developerSurveys: false, dueHour: 9 });

    // The same again changes nothing and records nothing more; a change updates the row.
    expect((await staff.client.put(url(p.id), SETTINGS)).statusCode).toBe(200);
    expect((await admin.client.put(url(p.id), { ...SETTINGS, due_hour: 0 })).json()).toMatchObject({
      due_hour: 0,
    });
    const feed = await activitiesOf(t.app.db, p.id, 'project_updated');
    expect(feed.map((entry) => entry.data)).toEqual([
      { fields: ['report_schedules'] },
      { fields: ['report_schedules'] },
    ]);
  });

  it.each([
    [{ ...SETTINGS, due_hour: 24 }, { due_hour: [MESSAGES.reports.dueHourRange] }],
    [{ ...SETTINGS, due_hour: -1 }, { due_hour: [MESSAGES.reports.dueHourRange] }],
    [{ ...SETTINGS, due_hour: 9.5 }, { due_hour: [MESSAGES.reports.dueHourRange] }],
    [{ ...SETTINGS, due_hour: '9' }, { due_hour: [MESSAGES.reports.dueHourRange] }],
  ])('refuses %j', async (payload, errors) => {
    const { project: p } = await project();
    const response = await owner.client.put(url(p.id), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('refuses a body without every setting, or with unknown keys', async () => {
    const { project: p } = await project();
    const { pm_reports: _left, ...partial } = SETTINGS;
    const missing = await owner.client.put(url(p.id), partial);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['pm_reports']);
    expect((await owner.client.put(url(p.id), { ...SETTINGS, weekly: true })).statusCode).toBe(400);
    expect(
      await t.app.db.select().from(projectReportSettings).where(eq(projectReportSettings.projectId, p.id)),
    ).toEqual([]);
  });

  it('is for those who configure: others 403 or 404, and nothing is saved', async () => {
    const { project: p } = await project();
    for (const who of [cm, member, payAdmin])
      expect((await who.client.put(url(p.id), SETTINGS)).statusCode).toBe(403);
    for (const who of [otherClient, outsider])
      expect((await who.client.put(url(p.id), SETTINGS)).statusCode).toBe(404);
    expect(
      await t.app.db.select().from(projectReportSettings).where(eq(projectReportSettings.projectId, p.id)),
    ).toEqual([]);
  });

  it('archived projects read their settings (not editable, no preview) and refuse a change with 409', async () => {
    const { project: p } = await project({ archived: true });
    const read = await owner.client.get(url(p.id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      ...DEFAULT_REPORT_SETTINGS,
      preview: [],
      abilities: { edit: false },
    });
    const refused = await staff.client.put(url(p.id), SETTINGS);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(MESSAGES.reports.archived);
    expect((await cm.client.put(url(p.id), SETTINGS)).statusCode).toBe(403);
  });
});
