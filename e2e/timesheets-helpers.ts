import { MONTH_ABBREVIATIONS } from '@kazi/shared/calendar/months';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';
import { apiAs, type Person } from './people-helpers.ts';

/**
 * The timesheet journeys work on a project of their own: the admin creates it with cm@demo.test
 * as its client manager, client@demo.test as its owner and dev@demo.test on the team (10 hours a
 * week, so 44 hours are expected a month) from the first day of the month before last; the
 * developer accepts. Hours go into last month, whose days are all in the past.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const DEV_NAME = 'Amina Nakato';

/** `YYYY-MM` of the month before this one (UTC, as the server counts days). */
function lastMonth(): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** The working days (Monday to Friday) of a month, `YYYY-MM-DD`. */
function workingDays(month: string): string[] {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
  const days: string[] = [];
  for (let date = new Date(Date.UTC(year, index, 1)); date.getUTCMonth() === index; ) {
    if (date.getUTCDay() % 6 !== 0) days.push(date.toISOString().slice(0, 10));
    date = new Date(date.getTime() + 86_400_000);
  }
  return days;
}

/** The first full Monday-to-Friday week of a month. */
export function firstWeek(month: string): string[] {
  const days = workingDays(month);
  const monday = days.findIndex((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1);
  return days.slice(monday, monday + 5);
}

/** `2026-11-03` → `Tue 03 Nov 2026`, as the cells' labels name a day. */
function dayName(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${day.slice(8)} ${MONTH_ABBREVIATIONS[date.getUTCMonth()]} ${day.slice(0, 4)}`;
}

/** The input of a person's day in the month grid. */
export const hoursCell = (page: Page, name: string, day: string): Locator =>
  page.getByLabel(`Hours of ${name} on ${dayName(day)}`, { exact: true });

/** A person's row of the month grid. */
export const gridRow = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** The month view of a project's timesheets. */
export const monthUrl = (projectId: number, month: string) =>
  `/projects/${projectId}/pay/timesheets?view=month&month=${month}`;

/** Pastes text into a cell as a spreadsheet's copy would arrive (a paste event with text/plain). */
export async function pasteInto(cell: Locator, text: string): Promise<void> {
  await cell.focus();
  await cell.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

export interface TimesheetProject {
  id: number;
  title: string;
  month: string;
}

/** Who logs the hours: dev@demo.test unless a journey makes its own developer. */
type Developer = Pick<Person, 'email' | 'password'>;
const DEMO_DEV: Developer = { email: 'dev@demo.test', password: DEMO_PASSWORD };

/**
 * A project with the developer (dev@demo.test unless given) accepted on its team since `from`
 * (the first day of the month before last unless given).
 */
export async function timesheetProject(
  baseURL: string,
  label: string,
  { developer = DEMO_DEV, from }: { developer?: Developer; from?: string } = {},
): Promise<TimesheetProject> {
  const month = lastMonth();
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
  const since = from ?? new Date(Date.UTC(year, index - 1, 1)).toISOString().slice(0, 10);
  const admin = await apiAs(baseURL, 'admin@demo.test');
  const dev = await apiAs(baseURL, developer.email, developer.password);
  try {
    const member = await admin.candidate('developer', developer.email);
    const cm = await admin.candidate('cm', 'cm@demo.test');
    const owner = await admin.candidate('owner', 'client@demo.test');
    const title = `Timesheets ${label} ${Date.now().toString(36)}`;
    const created = await admin.post('/api/projects/', {
      category: 'dedicated',
      title,
      description: `A project of the timesheets journey (${label}).`,
      type: 'web',
      expected_start_date: since,
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      owner: { id: owner.id },
      cm: { id: cm.id },
      participation: [
        {
          user: { id: member.id },
          payment_structure: { hours_per_week: 10, payout_rate: '20', client_rate: '35' },
          effective_from: since,
        },
      ],
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).id as number;
    const invitation = await (await dev.get(`/api/projects/${id}/invitation/`)).json();
    const accepted = await dev.patch(`/api/participation/${invitation.participation.id}/`, {
      status: 'accepted',
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    return { id, title, month };
  } finally {
    await admin.dispose();
    await dev.dispose();
  }
}

/** The developer (dev@demo.test unless given) logs hours on days of the project through the API. */
export async function logHours(
  baseURL: string,
  projectId: number,
  hours: Record<string, number>,
  developer: Developer = DEMO_DEV,
): Promise<void> {
  const dev = await apiAs(baseURL, developer.email, developer.password);
  try {
    const me = await (await dev.get('/api/auth/verify/')).json();
    const saved = await dev.post('/api/timesheet-entries/bulk/', {
      timesheet_entries: Object.entries(hours).map(([day, hours_worked]) => ({
        day,
        hours_worked,
        project: projectId,
        user: me.user.id,
      })),
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
  } finally {
    await dev.dispose();
  }
}

/** The project's CM rejects the developer's (dev@demo.test) month through the API. */
export async function rejectMonth(baseURL: string, project: TimesheetProject, reason: string): Promise<void> {
  const [cm, dev] = [await apiAs(baseURL, 'cm@demo.test'), await apiAs(baseURL, DEMO_DEV.email)];
  try {
    const me = await (await dev.get('/api/auth/verify/')).json();
    const rejected = await cm.post('/api/timesheet-entries/review/', {
      project: project.id,
      user: me.user.id,
      year_month: project.month,
      action: 'reject',
      reason,
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
  } finally {
    await cm.dispose();
    await dev.dispose();
  }
}
