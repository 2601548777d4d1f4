import { describe, expect, it } from 'vitest';
import { mailAllowed, mailRuleOf, NOTIFICATION_KIND_NAMES } from './kinds.ts';

describe('mailAllowed', () => {
  it('always mails, never mails, or follows the recipient’s switch', () => {
    expect(mailAllowed('always', {})).toBe(true);
    expect(mailAllowed('never', { task_invitation_response_email: 'on' })).toBe(false);
    expect(mailAllowed('task_invitation_response_email', { task_invitation_response_email: 'on' })).toBe(
      true,
    );
    expect(mailAllowed('task_invitation_response_email', { task_invitation_response_email: 'off' })).toBe(
      false,
    );
    expect(mailAllowed('task_invitation_response_email', {})).toBe(false);
  });

  it('invitations, reminders, questions and payout method notices mail as before the seam; rate and document notices stay in the bell; timesheet reviews always mail, reminders follow their switch; reports follow their switches (spec 002 §3)', () => {
    expect(Object.fromEntries(NOTIFICATION_KIND_NAMES.map((kind) => [kind, mailRuleOf(kind)]))).toEqual({
      team_invite: 'always',
      team_invite_reminder: 'always',
      rate_changed: 'never',
      document_added: 'never',
      document_updated: 'never',
      project_question: 'always',
      payout_method_added: 'always',
      payout_method_changed: 'always',
      payout_method_default: 'always',
      timesheet_approved: 'always',
      timesheet_rejected: 'always',
      timesheet_reopened: 'always',
      timesheet_reminder: 'timesheet_reminder_email',
      timesheet_digest: 'timesheet_reminder_email',
      report_reminder: 'task_progress_report_reminder_email',
      survey_reminder: 'task_survey_reminder_email',
      report_received: 'new_task_progress_report_email',
      report_digest: 'task_progress_report_reminder_email',
      interest_poll: 'always',
      interest_poll_reminder: 'always',
      shortlist_feedback: 'always',
      invoice_for_approval: 'always',
      invoice_rejected: 'always',
      invoice_approved: 'never',
    });
  });
});
