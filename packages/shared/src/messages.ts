/**
 * Every user-facing text, once, in one file per domain under `messages/`; the web app imports the
 * domain's file (`@kazi/shared/messages/projects`), so a lazily loaded screen brings its own texts
 * and the first paint only the ones it shows. Texts from the spec are verbatim (obvious typos
 * corrected, e.g. 'succesfully'); texts the spec leaves open are written in the same voice.
 */

import { availabilityMessages } from './messages/availability.ts';
import { convertMessages } from './messages/convert.ts';
import { coreMessages } from './messages/core.ts';
import { invoicesMessages } from './messages/invoices.ts';
import { notificationsMessages } from './messages/notifications.ts';
import { payoutSheetsMessages } from './messages/payout-sheets.ts';
import { peopleMessages } from './messages/people.ts';
import { projectsMessages } from './messages/projects.ts';
import { reportsMessages } from './messages/reports.ts';
import { securityMessages } from './messages/security.ts';
import { shortlistMessages } from './messages/shortlist.ts';
import { shortlistShareMessages } from './messages/shortlist-share.ts';
import { testsMessages } from './messages/tests.ts';
import { timesheetsMessages } from './messages/timesheets.ts';

export const MESSAGES = {
  ...availabilityMessages,
  ...coreMessages,
  ...convertMessages,
  ...invoicesMessages,
  ...notificationsMessages,
  ...payoutSheetsMessages,
  ...peopleMessages,
  ...projectsMessages,
  ...reportsMessages,
  ...securityMessages,
  ...testsMessages,
  ...shortlistMessages,
  ...shortlistShareMessages,
  ...timesheetsMessages,
} as const;

export { format } from './messages/format.ts';
