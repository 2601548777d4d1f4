import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_HOURLY_RATE_MINOR, multiplyByHours } from '../money/money.ts';
import { MAX_DAY_HUNDREDTHS } from '../timesheets/rules.ts';
import { type ClientRate, fromHoursBody, fromHoursTitle, lineDescription, priceMonth } from './from-hours.ts';

const rate = (effective_from: string, client_rate_minor: number): ClientRate => ({
  effective_from,
  client_rate_minor,
});

describe('priceMonth: each day at the client rate in force that day', () => {
  it('bills one rate once, on the summed hours (one rounding)', () => {
    // 7.5 h × 12.34 = 92.55 and 0.25 h × 12.34 = 3.085: summed first, 7.75 h → 95.635 → 95.64.
    const priced = priceMonth(
      [
        { day: '2026-10-06', hours: 750 },
        { day: '2026-10-07', hours: 25 },
      ],
      [rate('2026-01-01', 1234)],
    );
    expect(priced).toEqual({
      hours: 775,
      amountMinor: 9564,
      parts: [{ rateMinor: 1234, hours: 775, amountMinor: 9564 }],
    });
  });

  it('splits the month where the rate changes, the old rate up to the day before', () => {
    const priced = priceMonth(
      [
        { day: '2026-10-14', hours: 800 },
        { day: '2026-10-15', hours: 800 },
        { day: '2026-10-31', hours: 400 },
      ],
      // Given out of order, as rates may come.
      [rate('2026-10-15', 4500), rate('2025-01-01', 3800)],
    );
    expect(priced.parts).toEqual([
      { rateMinor: 3800, hours: 800, amountMinor: 30_400 },
      { rateMinor: 4500, hours: 1200, amountMinor: 54_000 },
    ]);
    expect(priced).toMatchObject({ hours: 2000, amountMinor: 84_400 });
  });

  it('bills days before the first rate at that first rate, as the team shows it, and skips empty days', () => {
    const priced = priceMonth(
      [
        { day: '2026-10-01', hours: 100 },
        { day: '2026-10-02', hours: 0 },
      ],
      [rate('2026-10-10', 5000)],
    );
    expect(priced).toEqual({
      hours: 100,
      amountMinor: 5000,
      parts: [{ rateMinor: 5000, hours: 100, amountMinor: 5000 }],
    });
  });

  it('refuses hours without any rate', () => {
    expect(() => priceMonth([{ day: '2026-10-01', hours: 100 }], [])).toThrow(RangeError);
    expect(priceMonth([], [])).toEqual({ hours: 0, amountMinor: 0, parts: [] });
  });

  it('adds up exactly: the amount is the sum of its parts, each the part’s hours × its rate', () => {
    const days = fc.uniqueArray(
      fc.record({
        day: fc.integer({ min: 1, max: 31 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`),
        hours: fc.integer({ min: 0, max: MAX_DAY_HUNDREDTHS / 25 }).map((q) => q * 25),
      }),
      { selector: (d) => d.day, maxLength: 31 },
    );
    const rates = fc.uniqueArray(
      fc.record({
        effective_from: fc.integer({ min: 1, max: 31 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`),
        client_rate_minor: fc.integer({ min: 0, max: MAX_HOURLY_RATE_MINOR }),
      }),
      { selector: (r) => r.effective_from, minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(days, rates, (monthDays, monthRates) => {
        const priced = priceMonth(monthDays, monthRates);
        const hours = monthDays.reduce((sum, d) => sum + d.hours, 0);
        expect(priced.hours).toBe(hours);
        expect(priced.parts.reduce((sum, part) => sum + part.hours, 0)).toBe(hours);
        expect(priced.amountMinor).toBe(priced.parts.reduce((sum, part) => sum + part.amountMinor, 0));
        for (const part of priced.parts)
          expect(part.amountMinor).toBe(multiplyByHours(part.rateMinor, part.hours));
      }),
    );
  });
});

describe('what the draft says', () => {
  it('names the developer, the hours and each rate', () => {
    const priced = priceMonth(
      [
        { day: '2026-10-14', hours: 825 },
        { day: '2026-10-20', hours: 750 },
      ],
      [rate('2025-01-01', 3800), rate('2026-10-15', 4500)],
    );
    expect(lineDescription('Amina Nakato', priced, 'EUR')).toBe(
      'Amina Nakato: 8.25 h × €38.00, 7.5 h × €45.00',
    );
    expect(fromHoursTitle('2026-10')).toBe('Hours of October 2026');
  });

  it('takes a project and a month YYYY-MM, nothing else', () => {
    expect(fromHoursBody.safeParse({ project: 3, month: '2026-10' }).success).toBe(true);
    expect(fromHoursBody.safeParse({ project: 3, month: '2026-13' }).success).toBe(false);
    expect(fromHoursBody.safeParse({ project: 3, month: '2026-10', amount: '1.00' }).success).toBe(false);
  });
});
