import type { EmailSwitch } from '../privacy/switches.ts';

/**
 * Every kind of in-app notification, with when it is also mailed (ADR 025): `always` for mail a
 * person needs to act or must not miss (an invitation and its reminders, a question to answer, a
 * change of where their money goes: mailed as before the seam), `never` for notices that live in
 * the bell only, or the e-mail switch of me/settings/ that the recipient may turn off.
 * Timesheets, reports, shortlists and payments add their kinds here.
 */
const NOTIFICATION_KINDS = {
  team_invite: { mail: 'always' },
  team_invite_reminder: { mail: 'always' },
  rate_changed: { mail: 'never' },
  document_added: { mail: 'never' },
  document_updated: { mail: 'never' },
  project_question: { mail: 'always' },
  payout_method_added: { mail: 'always' },
  payout_method_changed: { mail: 'always' },
  payout_method_default: { mail: 'always' },
  timesheet_approved: { mail: 'always' },
  timesheet_rejected: { mail: 'always' },
  timesheet_reopened: { mail: 'always' },
  timesheet_reminder: { mail: 'timesheet_reminder_email' },
  timesheet_digest: { mail: 'timesheet_reminder_email' },
  report_reminder: { mail: 'task_progress_report_reminder_email' },
  survey_reminder: { mail: 'task_survey_reminder_email' },
  report_received: { mail: 'new_task_progress_report_email' },
  report_digest: { mail: 'task_progress_report_reminder_email' },
  interest_poll: { mail: 'always' },
  interest_poll_reminder: { mail: 'always' },
  shortlist_feedback: { mail: 'always' },
  invoice_for_approval: { mail: 'always' },
  invoice_rejected: { mail: 'always' },
  invoice_approved: { mail: 'never' },
} as const satisfies Record<string, { mail: 'always' | 'never' | EmailSwitch }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];
export type MailRule = 'always' | 'never' | EmailSwitch;

/** Whether a notification of this rule is mailed, given the recipient's switches ('on'/'off'). */
export function mailAllowed(rule: MailRule, switches: Partial<Record<EmailSwitch, 'on' | 'off'>>): boolean {
  if (rule === 'always') return true;
  if (rule === 'never') return false;
  return switches[rule] === 'on';
}

export const mailRuleOf = (kind: NotificationKind): MailRule => NOTIFICATION_KINDS[kind].mail;
