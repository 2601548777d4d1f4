/**
 * Every user-facing text, once. Texts from the spec are verbatim (obvious typos corrected, e.g.
 * 'succesfully'); texts the spec leaves open are written in the same voice.
 */
import { coreMessages } from './messages/core.ts';
import { notificationsMessages } from './messages/notifications.ts';
import { peopleMessages } from './messages/people.ts';
import { projectsMessages } from './messages/projects.ts';
import { securityMessages } from './messages/security.ts';

export const MESSAGES = {
  ...coreMessages,
  ...notificationsMessages,
  ...peopleMessages,
  ...projectsMessages,
  ...securityMessages,
} as const;

/** Fills `{name}` placeholders: format(MESSAGES.dashboard.greeting, { name: 'Amina' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
