import { addDays, utcToday } from '@kazi/shared/invoices/rules';
import {
  DEFAULT_REPORT_SETTINGS,
  eventsDueOn,
  type ScheduledEvent,
  weekdayIndexOf,
} from '@kazi/shared/reports/schedule';
import { isReminderDay } from '@kazi/shared/timesheets/rules';
import type { Db } from '../../db/client.ts';
import { addParticipant, createProject, type ProjectRow } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { type InvoiceRow, inState } from '../../modules/invoices/test-support.ts';

/** Every factory account's password. */
export const PASSWORD = 'test-password';

/**
 * The day the schedulers live through: a Monday that is one of its month's last two working days
 * (developer updates, the PM report and a survey fall due, and timesheet reminders go out), at
 * least a week ahead, so that nothing the real clock's schedules do today touches it.
 */
export function simulatedDay(today: string = utcToday()): string {
  let day = addDays(today, 7);
  while (weekdayIndexOf(day) !== 0 || !isReminderDay(day)) day = addDays(day, 1);
  return day;
}

export interface World {
  finance: UserRow;
  staff: UserRow;
  cm: UserRow;
  client: UserRow;
  developers: UserRow[];
  project: ProjectRow;
  /** Generated and unpaid: the money action's target. */
  toPay: InvoiceRow;
  /** Generated, unpaid and 3 days past due on the simulated day: the reminder schedule's. */
  overdue: InvoiceRow;
  /** The report events the schedule must create on the simulated day, as the shared rule says. */
  expectedEvents: ScheduledEvent[];
}

/** The people, project and invoices of the test, written straight into the shared database. */
export async function buildWorld(db: Db, day: string): Promise<World> {
  const finance = await createUserWithRole(db, 'pay_admin');
  const staff = await createUserWithRole(db, 'staff');
  const cm = await createUserWithRole(db, 'client_manager');
  const client = await createUserWithRole(db, 'client');
  const developers = [
    await createUserWithRole(db, 'developer'),
    await createUserWithRole(db, 'developer'),
    await createUserWithRole(db, 'designer'),
  ];
  const project = await createProject(db, {
    ownerId: client.id,
    createdById: client.id,
    cmId: cm.id,
    expectedStartDate: addDays(day, -60),
  });
  for (const developer of developers) await addParticipant(db, project.id, developer.id);
  const toPay = await inState(db, project.id, 'generated');
  const overdue = await inState(db, project.id, 'generated', {
    issuedAt: addDays(day, -17),
    paymentPeriod: 14,
  });
  const expectedEvents = eventsDueOn(day, {
    id: project.id,
    ownerId: client.id,
    cmId: cm.id,
    notificationsDisabled: false,
    settings: DEFAULT_REPORT_SETTINGS,
    members: developers.map((developer) => ({
      userId: developer.id,
      updatesEnabled: true,
      updateDays: [0, 1, 2, 3, 4],
    })),
  });
  return { finance, staff, cm, client, developers, project, toPay, overdue, expectedEvents };
}
