import type { Role } from '@kazi/shared/auth/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reporting = {
  newsletter_email: 'off',
  event_email: 'off',
  task_progress_report_reminder_email: 'on',
  task_invitation_response_email: 'on',
};
const others = {
  newsletter_email: 'off',
  event_email: 'off',
  task_survey_reminder_email: 'on',
  new_task_progress_report_email: 'on',
};
/** People who log or review hours also have the 'Timesheet reminders' switch (ADR 028). */
const withTimesheets = <T extends object>(switches: T) => ({ ...switches, timesheet_reminder_email: 'on' });

describe('GET me/settings/', () => {
  it.each<[Role, object]>([
    ['developer', withTimesheets(reporting)],
    ['designer', withTimesheets(reporting)],
    ['space_lead', withTimesheets(reporting)],
    ['client_manager', withTimesheets(reporting)],
    ['client_support_officer', reporting],
    ['client', others],
    ['admin', withTimesheets(others)],
    ['pay_admin', others],
    ['staff', withTimesheets(others)],
  ])('gives a %s their switches with the defaults', async (role, switches) => {
    const { client } = await loginAs(t.app, role);
    const response = await client.get('/api/me/settings/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ switches });
  });
});

describe('PATCH me/settings/', () => {
  it('changes the sent switches only, keeps them, and records who changed what', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const response = await client.patch('/api/me/settings/', { switches: { newsletter_email: 'on' } });
    expect(response.json()).toEqual({ switches: { ...withTimesheets(reporting), newsletter_email: 'on' } });
    await client.patch('/api/me/settings/', { switches: { task_invitation_response_email: 'off' } });
    await client.patch('/api/me/settings/', { switches: { newsletter_email: 'off' } });
    expect((await client.get('/api/me/settings/')).json()).toEqual({
      switches: { ...withTimesheets(reporting), task_invitation_response_email: 'off' },
    });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(audit.filter((row) => row.action === 'settings.update')).toHaveLength(3);
  });

  it("refuses a switch the person's role does not have, changing nothing", async () => {
    const { client } = await loginAs(t.app, 'client');
    const response = await client.patch('/api/me/settings/', {
      switches: { newsletter_email: 'on', task_progress_report_reminder_email: 'off' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'switches.task_progress_report_reminder_email': ['This field does not apply to your account.'],
    });
    expect((await client.get('/api/me/settings/')).json()).toEqual({ switches: others });
  });

  it.each([
    [{ switches: { newsletter_email: 'yes' } }],
    [{ switches: { unknown_email: 'on' } }],
    [{ switches: { newsletter_email: 'on' }, user: 1 }],
    [{}],
  ])('refuses %j with 400', async (body) => {
    const { client } = await loginAs(t.app, 'developer');
    expect((await client.patch('/api/me/settings/', body)).statusCode).toBe(400);
  });

  it("keeps each person's switches apart", async () => {
    const { client: a } = await loginAs(t.app, 'client');
    const { client: b } = await loginAs(t.app, 'client');
    await a.patch('/api/me/settings/', { switches: { event_email: 'on' } });
    expect((await b.get('/api/me/settings/')).json()).toEqual({ switches: others });
  });
});
