import { describe, expect, it } from 'vitest';
import { monthMargin, pricePayoutMonth } from './payouts-from-hours.ts';

describe('payouts from approved hours (ADR 036)', () => {
  it('prices each day at the payout rate in force that day, one rounding per rate', () => {
    const priced = pricePayoutMonth(
      [
        { day: '2026-10-10', hours: 800 },
        { day: '2026-10-14', hours: 25 },
        { day: '2026-10-20', hours: 750 },
      ],
      [
        { effective_from: '2020-01-01', payout_rate_minor: 2500 },
        { effective_from: '2026-10-15', payout_rate_minor: 3000 },
      ],
    );
    expect(priced.parts).toEqual([
      { rateMinor: 2500, hours: 825, amountMinor: 20625 },
      { rateMinor: 3000, hours: 750, amountMinor: 22500 },
    ]);
    expect(priced.amountMinor).toBe(43125);
  });

  it('rounds a third of a cent half up once per rate, not per day', () => {
    const days = [1, 2, 3].map((n) => ({ day: `2026-10-0${n}`, hours: 25 }));
    // 0.75 h × 33.33 = 24.9975 → 25.00 (per day it would be 3 × 8.33 = 24.99).
    expect(
      pricePayoutMonth(days, [{ effective_from: '2026-01-01', payout_rate_minor: 3333 }]).amountMinor,
    ).toBe(2500);
  });

  it('margin per currency: a EUR project nets out, a USD project shows both sides unconverted', () => {
    expect(monthMargin('EUR', 126100, 81250)).toEqual([
      { currency: 'EUR', client: '1261.00', payouts: '812.50', margin: '448.50' },
    ]);
    expect(monthMargin('USD', 100000, 30000)).toEqual([
      { currency: 'USD', client: '1000.00', payouts: '0.00', margin: '1000.00' },
      { currency: 'EUR', client: '0.00', payouts: '300.00', margin: '-300.00' },
    ]);
  });
});
