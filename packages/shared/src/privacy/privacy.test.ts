import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles.ts';
import { decodeConsent, encodeConsent } from './cookies.ts';
import { emailSwitchesFor } from './switches.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

describe('cookie consent', () => {
  it('keeps a timestamp then the consented names, essential always first', () => {
    expect(encodeConsent(NOW, ['analytics_customization'])).toBe(`${NOW}|essential,analytics_customization`);
    expect(encodeConsent(NOW, [])).toBe(`${NOW}|essential`);
    expect(encodeConsent(NOW, ['targeting_advertising', 'bogus', 'performance_functionality'])).toBe(
      `${NOW}|essential,performance_functionality,targeting_advertising`,
    );
  });

  it('reads a consent back for 365 days, then asks again', () => {
    const value = encodeConsent(NOW, ['performance_functionality']);
    expect(decodeConsent(value, NOW + 364 * DAY)).toEqual({
      at: NOW,
      categories: ['essential', 'performance_functionality'],
    });
    expect(decodeConsent(value, NOW + 366 * DAY)).toBeNull();
  });

  it.each([null, '', 'garbage', '-5|essential', `${NOW + DAY}|essential`])('ignores %j', (value) => {
    expect(decodeConsent(value, NOW)).toBeNull();
  });

  it('never drops essential, even from a tampered cookie', () => {
    expect(decodeConsent(`${NOW}|analytics_customization`, NOW)?.categories).toEqual([
      'essential',
      'analytics_customization',
    ]);
  });
});

describe('emailSwitchesFor', () => {
  const reporting = [
    'newsletter_email',
    'event_email',
    'task_progress_report_reminder_email',
    'task_invitation_response_email',
  ];
  const others = [
    'newsletter_email',
    'event_email',
    'task_survey_reminder_email',
    'new_task_progress_report_email',
  ];
  it.each<[Role, string[]]>([
    ['developer', [...reporting, 'timesheet_reminder_email']],
    ['designer', [...reporting, 'timesheet_reminder_email']],
    ['space_lead', [...reporting, 'timesheet_reminder_email']],
    ['client_manager', [...reporting, 'timesheet_reminder_email']],
    ['client_support_officer', reporting],
    ['client', others],
    ['admin', [...others, 'timesheet_reminder_email']],
    ['pay_admin', others],
    ['staff', [...others, 'timesheet_reminder_email']],
  ])('%s', (role, names) => expect(emailSwitchesFor([role])).toEqual(names));
});
