import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createProject, type ProjectRow } from '../../db/factories/projects.ts';
import { insertTimesheetMonth } from '../../db/factories/timesheets.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type SignedIn, type TestClient } from '../../test/client.ts';

// GET timesheet-entries/export/ (ADR 028): a project's month as xlsx or CSV for staff and the
// project's client, with formula injection neutralised. November 2025: the 1st is a Saturday.
let t: TestApp;
let client: SignedIn;
let cm: SignedIn;
let project: ProjectRow;
let amina: UserRow;
let mallory: UserRow;
const MONTH = '2025-11';
const REVIEWED_AT = new Date('2025-12-02T09:30:00Z');

beforeAll(async () => {
  t = await createTestApp();
  client = await loginAs(t.app, 'client');
  cm = await loginAs(t.app, 'client_manager', { firstName: 'Grace', lastName: 'Manager' });
  project = await createProject(t.app.db, {
    title: 'Ledger, "v2"',
    ownerId: client.user.id,
    createdById: client.user.id,
    cmId: cm.user.id,
  });
  amina = await createUserWithRole(t.app.db, 'developer', { firstName: 'Amina', lastName: 'Okello' });
  // A name typed to run a formula in whoever opens the file.
  mallory = await createUserWithRole(t.app.db, 'developer', {
    firstName: '=HYPERLINK("http://x.test")',
    lastName: '',
  });
  await addParticipant(t.app.db, project.id, amina.id, { hoursPerWeek: 40, effectiveFrom: '2025-01-01' });
  await addParticipant(t.app.db, project.id, mallory.id, { hoursPerWeek: 20, effectiveFrom: '2025-11-10' });
  await insertTimesheetMonth(t.app.db, {
    projectId: project.id,
    userId: amina.id,
    month: MONTH,
    hoursByDay: { '2025-11-01': 200, '2025-11-03': 800, '2025-11-04': 725 },
    status: 'approved',
    reviewedById: cm.user.id,
    reviewedAt: REVIEWED_AT,
  });
  await insertTimesheetMonth(t.app.db, {
    projectId: project.id,
    userId: mallory.id,
    month: MONTH,
    hoursByDay: { '2025-11-10': 400 },
  });
});
afterAll(() => t.close());

const url = (format?: string, month = MONTH, id = project.id) =>
  `/api/timesheet-entries/export/?year_month=${month}&project=${id}${format ? `&format=${format}` : ''}`;

async function workbookOf(caller: TestClient, format?: string) {
  const response = await caller.get(url(format));
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, workbook };
}

describe('xlsx', () => {
  it('is one sheet of the month: a row per person by name, hours per day, totals, status and review', async () => {
    const { response, workbook } = await workbookOf(client.client);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Timesheets Ledger, _v2_ 2025-11.xlsx"; filename*=UTF-8''${encodeURIComponent('Timesheets Ledger, "v2" 2025-11.xlsx')}`,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['November 2025']);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    // Every cell of a row, empty ones as null (exceljs leaves trailing empty cells out of `values`).
    const values = (row: number) =>
      Array.from(
        { length: sheet.columnCount },
        (_, index) => sheet.getRow(row).getCell(index + 1).value ?? null,
      );

    const header = values(1);
    expect(header).toHaveLength(1 + 30 + 5);
    expect(header.slice(0, 4)).toEqual(['Team member', 'Sat 01 (weekend)', 'Sun 02 (weekend)', 'Mon 03']);
    expect(header.slice(-5)).toEqual(['Total', 'Expected', 'Status', 'Reviewed by', 'Reviewed at (UTC)']);

    // By name (punctuation first): the formula-looking name, made text, then Amina.
    const aminaRow = values(3);
    expect(aminaRow[0]).toBe('Amina Okello');
    expect(aminaRow.slice(1, 6)).toEqual([2, null, 8, 7.25, null]);
    expect(aminaRow.slice(-5)).toEqual([17.25, 176, 'Approved', 'Grace Manager', REVIEWED_AT]);
    const malloryRow = values(2);
    expect(malloryRow[0]).toBe(`'=HYPERLINK("http://x.test")`);
    expect(malloryRow[10]).toBe(4);
    expect(malloryRow.slice(-5)).toEqual([4, 88, 'Pending', null, null]);

    const totals = values(4);
    expect(totals[0]).toBe('Total');
    expect(totals.slice(1, 5)).toEqual([2, null, 8, 7.25]);
    expect(totals.slice(-3)).toEqual([null, null, null]);
    expect(totals.slice(-5, -3)).toEqual([21.25, 264]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).font?.bold).toBe(true);

    // Weekends are shaded; working days are not.
    const fill = (row: number, column: number) =>
      sheet.getRow(row).getCell(column).fill as ExcelJS.FillPattern;
    expect(fill(2, 2)?.fgColor?.argb).toBe('FFE9ECEF');
    expect(fill(1, 3)?.fgColor?.argb).toBe('FFE9ECEF');
    expect(fill(2, 4)).toBeUndefined();
  });

  it('is the default format; staff and the CM export any month up to this one', async () => {
    const staff = await loginAs(t.app, 'staff');
    await workbookOf(staff.client, 'xlsx');
    await workbookOf(cm.client);
  });
});

describe('CSV', () => {
  it('is the same table, UTF-8 with a BOM and CRLF, text cells neutralised and quoted', async () => {
    const response = await client.client.get(url('csv'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Timesheets Ledger.*2025-11\.csv"/,
    );
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(lines[0]).toMatch(/^Team member,Sat 01 \(weekend\),Sun 02 \(weekend\),Mon 03,/);
    expect(lines[0]).toMatch(/,Total,Expected,Status,Reviewed by,Reviewed at \(UTC\)$/);
    expect(lines[2]).toBe(
      `Amina Okello,2,,8,7.25${','.repeat(26)},17.25,176,Approved,Grace Manager,2025-12-02 09:30`,
    );
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://x.test"")"${','.repeat(10)}4${','.repeat(20)},4,88,Pending,,`,
    );
    expect(lines[3]).toBe(`Total,2,,8,7.25,,,,,,4${','.repeat(20)},21.25,264,,,`);
  });

  it('neutralises every formula start in names', async () => {
    const others = await createProject(t.app.db, { title: 'Injection', ownerId: client.user.id });
    const names = ['+SUM(A1)', '-2+3', '@cmd', '=1+1'];
    for (const firstName of names) {
      const dev = await createUserWithRole(t.app.db, 'developer', { firstName, lastName: 'Z' });
      await addParticipant(t.app.db, others.id, dev.id, { effectiveFrom: '2025-01-01' });
    }
    const lines = (await client.client.get(url('csv', MONTH, others.id))).rawPayload
      .toString('utf8')
      .split('\r\n');
    const firstCells = lines.slice(1, -2).map((line) => line.slice(0, line.indexOf(',')));
    expect(firstCells.sort()).toEqual(names.map((name) => `'${name} Z`).sort());
  });
});

describe('who may export', () => {
  it('refuses developers (403) and anonymous callers (401), even on their own project', async () => {
    const dev = await loginAs(t.app, 'developer');
    await addParticipant(t.app.db, project.id, dev.user.id);
    expect((await dev.client.get(url('csv'))).statusCode).toBe(403);
    expect((await anonymous(t.app).get(url('csv'))).statusCode).toBe(401);
  });

  it("answers 404 for another client's project and a project that does not exist", async () => {
    const stranger = await loginAs(t.app, 'client');
    expect((await stranger.client.get(url('csv'))).statusCode).toBe(404);
    const otherCm = await loginAs(t.app, 'client_manager');
    expect((await otherCm.client.get(url())).statusCode).toBe(404);
    expect((await client.client.get(url('csv', MONTH, 2_000_000_000))).statusCode).toBe(404);
  });

  it('refuses a month outside January 2020 to this month and an unknown format (400)', async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    for (const month of ['2019-12', next.toISOString().slice(0, 7)]) {
      const response = await client.client.get(url('csv', month));
      expect(response.statusCode, month).toBe(400);
      expect(response.json()).toEqual({ year_month: ['Choose a month from January 2020 to this month'] });
    }
    const pdf = await client.client.get(url('pdf'));
    expect(pdf.statusCode).toBe(400);
    expect(Object.keys(pdf.json())).toEqual(['format']);
  });

  it('reads the month in the same number of statements whatever the team size', async () => {
    const count = async (id: number) =>
      (await t.queries.count(() => client.client.get(url('csv', MONTH, id)))).statements.length;
    const small = await createProject(t.app.db, { ownerId: client.user.id });
    await addParticipant(t.app.db, small.id, amina.id, { effectiveFrom: '2025-01-01' });
    const large = await createProject(t.app.db, { ownerId: client.user.id });
    for (let i = 0; i < 6; i++) {
      const dev = await createUserWithRole(t.app.db, 'developer');
      await addParticipant(t.app.db, large.id, dev.id, { effectiveFrom: '2025-01-01' });
      await insertTimesheetMonth(t.app.db, {
        projectId: large.id,
        userId: dev.id,
        month: MONTH,
        hoursByDay: { '2025-11-03': 800 },
      });
    }
    const [a, b] = [await count(small.id), await count(large.id)];
    expect(b).toBe(a);
    expect(b).toBeLessThanOrEqual(8);
  });
});
