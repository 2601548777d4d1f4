import { describe, expect, it } from 'vitest';
import { slotOf } from './registry.ts';

describe('slotOf: the time a dated job runs for', () => {
  it('is now for cron and kicked runs (no data, or data without `at`)', () => {
    for (const data of [undefined, null, {}]) {
      const before = Date.now();
      const slot = slotOf(data).getTime();
      expect(slot).toBeGreaterThanOrEqual(before);
      expect(slot).toBeLessThanOrEqual(Date.now());
    }
  });

  it('is the instant the data names, whatever the offset it is written with', () => {
    expect(slotOf({ at: '2026-11-30T06:13:00Z' }).toISOString()).toBe('2026-11-30T06:13:00.000Z');
    expect(slotOf({ at: '2026-11-30T08:13:00+02:00' }).toISOString()).toBe('2026-11-30T06:13:00.000Z');
  });

  it('refuses an `at` that is not an instant, rather than running for now', () => {
    for (const at of ['yesterday', '2026-11-30', 1_764_483_180_000]) {
      expect(() => slotOf({ at })).toThrow();
    }
  });
});
