/**
 * Every user-facing text, once, in one file per domain under `messages/`; the web app imports the
 * domain's file (`@kazi/shared/messages/projects`), so a lazily loaded screen brings its own texts
 * and the first paint only the ones it shows. Texts from the spec are verbatim (obvious typos
 * corrected, e.g. 'succesfully'); texts the spec leaves open are written in the same voice.
 */
import { coreMessages } from './messages/core.ts';
import { notificationsMessages } from './messages/notifications.ts';
import { peopleMessages } from './messages/people.ts';
import { projectsMessages } from './messages/projects.ts';
import { reportsMessages } from './messages/reports.ts';
import { securityMessages } from './messages/security.ts';
import { shortlistShareMessages } from './messages/shortlist-share.ts';
import { timesheetsMessages } from './messages/timesheets.ts';

export const MESSAGES = {
  ...coreMessages,
  ...notificationsMessages,
  ...peopleMessages,
  ...projectsMessages,
  ...reportsMessages,
  ...securityMessages,
  ...shortlistShareMessages,
  ...timesheetsMessages,
} as const;

export { format } from './messages/format.ts';
