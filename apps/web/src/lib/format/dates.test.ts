import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, formatDate, formatDateTimeUtc, parseDateInput } from './dates.ts';

describe('dates', () => {
  it('formats in the app format, as date inputs show it', () => {
    expect(DATE_FORMAT).toBe('DD MMM YYYY');
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
  });

  it('writes an instant set in UTC as UTC, whatever the zone it was sent in', () => {
    expect(formatDateTimeUtc('2026-11-30T17:00:00.000Z')).toBe('30 Nov 2026, 17:00 UTC');
    expect(formatDateTimeUtc('2026-12-01T01:30:00+03:00')).toBe('30 Nov 2026, 22:30 UTC');
  });

  it('reads what is typed into a date input: the app format or ISO, nothing else', () => {
    expect(parseDateInput('24 Nov 2026')).toBe('2026-11-24');
    expect(parseDateInput(' 4 Nov 2026 ')).toBe('2026-11-04');
    expect(parseDateInput('2026-11-24')).toBe('2026-11-24');
    expect(parseDateInput('11/24/2026')).toBeNull();
    expect(parseDateInput('31 Feb 2026')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });
});
