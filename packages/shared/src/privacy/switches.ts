import { z } from 'zod';
import { permissionsOf } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';

/** The e-mail switches of me/settings/ (User settings), with their labels. */
export const EMAIL_SWITCHES = {
  newsletter_email: {
    label: 'Newsletter',
    description: 'News about Kazi, new features and the community, about once a month.',
  },
  event_email: {
    label: 'Events',
    description: 'Invitations to meetups, webinars and community events.',
  },
  task_progress_report_reminder_email: {
    label: 'Progress report reminders',
    description: 'A reminder when a progress report on one of your projects is due.',
  },
  task_invitation_response_email: {
    label: 'Invitation responses',
    description: 'A message when someone accepts or declines an invitation to a project.',
  },
  task_survey_reminder_email: {
    label: 'Survey reminders',
    description: 'A reminder when a survey about one of your projects is waiting for you.',
  },
  new_task_progress_report_email: {
    label: 'New progress reports',
    description: 'A message when a new progress report is submitted on one of your projects.',
  },
  timesheet_reminder_email: {
    label: 'Timesheet reminders',
    description:
      'A reminder to log your hours at the end of a month, and to client managers the months still waiting for review.',
  },
} as const;

export type EmailSwitch = keyof typeof EMAIL_SWITCHES;
export const EMAIL_SWITCH_NAMES = Object.keys(EMAIL_SWITCHES) as [EmailSwitch, ...EmailSwitch[]];
export type SwitchValue = 'on' | 'off';

/** People who write progress reports or manage invitations ("Developer and project-manager roles"). */
const REPORTING_ROLES: readonly Role[] = [
  'developer',
  'designer',
  'space_lead',
  'client_manager',
  'client_support_officer',
];

/**
 * Which switches a person sees: everyone has the newsletter and events; developer
 * and project-manager roles (developers, designers, space leads, client managers, client support
 * officers) the progress-report reminders and invitation responses; other roles (clients, staff,
 * admins, pay admins) the survey reminders and new progress-report notices.
 */
export function emailSwitchesFor(roles: readonly Role[]): EmailSwitch[] {
  const reporting = roles.some((role) => REPORTING_ROLES.includes(role));
  // People who log hours or review them get timesheet reminders (ADR 028): the permissions say who.
  const granted = permissionsOf(roles);
  const timesheets = granted.includes('timesheets.log_own') || granted.includes('timesheets.review');
  return [
    'newsletter_email',
    'event_email',
    ...(reporting
      ? (['task_progress_report_reminder_email', 'task_invitation_response_email'] as const)
      : (['task_survey_reminder_email', 'new_task_progress_report_email'] as const)),
    ...(timesheets ? (['timesheet_reminder_email'] as const) : []),
  ];
}

/**
 * Until a person chooses: marketing mail (newsletter, events) is off, so nobody is subscribed
 * without asking (GDPR art. 7); mail about one's own work is on.
 */
export const SWITCH_DEFAULTS: Record<EmailSwitch, SwitchValue> = {
  newsletter_email: 'off',
  event_email: 'off',
  task_progress_report_reminder_email: 'on',
  task_invitation_response_email: 'on',
  task_survey_reminder_email: 'on',
  new_task_progress_report_email: 'on',
  timesheet_reminder_email: 'on',
};

const switchValue = z.enum(['on', 'off']);

/** GET me/settings/: the switches this person has, each 'on' or 'off'. */
export const settingsSchema = z.object({
  switches: z.partialRecord(z.enum(EMAIL_SWITCH_NAMES), switchValue),
});
export type UserSettings = z.infer<typeof settingsSchema>;

/** PATCH me/settings/: the changed switches only. */
export const settingsPatchBody = z
  .object({ switches: z.partialRecord(z.enum(EMAIL_SWITCH_NAMES), switchValue) })
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchBody>;
