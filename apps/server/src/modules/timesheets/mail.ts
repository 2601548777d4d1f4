import { greeting } from '../mail/compose.ts';
import { displayNameOf, type PersonRow } from '../project-core/index.ts';

/** What the timesheet mails (review, reminder, digest) share. */

/** The month view of a project's timesheets, as the app routes it: the bell's link and the mail's. */
export const monthPath = (projectId: number, yearMonth: string) =>
  `/projects/${projectId}/pay/timesheets?view=month&month=${yearMonth}`;

/** A mail's first line to a person: their first name, else their whole name or address. */
export const greet = (person: Pick<PersonRow, 'firstName' | 'lastName' | 'email'>) =>
  greeting(person.firstName || displayNameOf(person));
