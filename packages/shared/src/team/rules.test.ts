import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_TYPE_VALUES, USER_TYPES } from '../auth/roles.ts';
import { MAX_HOURS_PER_WEEK } from '../hours/hours.ts';
import {
  parseMoney as amountToMinor,
  MAX_HOURLY_RATE_MINOR,
  MAX_MONEY_MINOR,
  formatMoney as minorToAmount,
} from '../money/money.ts';
import {
  canJoinTeam,
  checklistFor,
  currentRate,
  expectedMonthlyTotalMinor,
  fitsSlot,
  formatUpdateDays,
  latestRate,
  parseUpdateDays,
  participationStatusLabel,
  rateOn,
  updateSwitchOn,
} from './rules.ts';

const talent = {
  type: USER_TYPES.developer,
  isActive: true,
  canContribute: true,
  isAdmin: false,
  isPayAdmin: false,
  isStaff: false,
};

describe('canJoinTeam', () => {
  it.each([
    ['a developer or designer', talent, true],
    ['a space lead', { ...talent, type: USER_TYPES.space_lead }, true],
    ['a client', { ...talent, type: USER_TYPES.project_owner }, false],
    ['a client manager', { ...talent, type: USER_TYPES.client_manager }, false],
    ['a support officer', { ...talent, type: USER_TYPES.client_support_officer }, false],
    ['a deactivated developer', { ...talent, isActive: false }, false],
    ['a developer still onboarding', { ...talent, canContribute: false }, false],
    ['an admin of developer type', { ...talent, isAdmin: true }, false],
    ['a pay admin of developer type', { ...talent, isPayAdmin: true }, false],
    ['staff of developer type', { ...talent, isStaff: true }, false],
  ])('%s: %s', (_, person, joins) => {
    expect(canJoinTeam(person)).toBe(joins);
  });
});

describe('fitsSlot', () => {
  const slotType = {
    owner: USER_TYPES.project_owner,
    cm: USER_TYPES.client_manager,
    cso: USER_TYPES.client_support_officer,
  } as const;
  it.each(
    (['owner', 'cm', 'cso'] as const).flatMap((slot) =>
      USER_TYPE_VALUES.map((type) => [slot, type, type === slotType[slot]] as const),
    ),
  )('%s takes type %i: %s', (slot, type, fits) => {
    expect(fitsSlot(slot, { type, isActive: true })).toBe(fits);
    expect(fitsSlot(slot, { type, isActive: false })).toBe(false);
  });

  it('takes no one who is not found', () => {
    expect(fitsSlot('owner', undefined)).toBe(false);
  });
});

describe('amountToMinor / minorToAmount', () => {
  it.each([
    ['0', 0],
    ['25', 2500],
    ['25.5', 2550],
    ['25.05', 2505],
    [' 7.10 ', 710],
    [12.34, 1234],
    [0, 0],
  ])('%j → %i minor units', (input, minor) => {
    expect(amountToMinor(input)).toBe(minor);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '.5', '1.', '1,5'])('refuses %j', (input) => {
    expect(amountToMinor(input)).toBeNull();
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [2550, '25.50'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('%i → %s', (minor, text) => {
    expect(minorToAmount(minor)).toBe(text);
  });
});

describe('expectedMonthlyTotalMinor (rate / 5 × hours per week × 22)', () => {
  it.each([
    // rate (minor), hours per week in hundredths, expected (minor)
    [2500, 4000, 440_000], // 25.00 × 8 h × 22 days = 4,400.00
    [2500, 2000, 220_000],
    [0, 4000, 0],
    [2500, 0, 0],
    [1234, 750, 40_722], // 12.34 × 1.5 × 22 = 407.22
    [1, 100, 4], // 0.01 / 5 × 1 × 22 = 0.044 → 0.04
    [3, 300, 40], // 0.03 × 3 × 22 / 5 = 0.396 → 0.40
    [5, 100, 22], // exactly 0.22
    [1, 2500, 110], // exactly 1.10
    [2500, 3750, 412_500],
  ])('%i minor × %i h/100 → %i minor', (rate, hundredths, expected) => {
    expect(expectedMonthlyTotalMinor(rate, hundredths)).toBe(expected);
  });

  it('rounds half up at exactly half a cent', () => {
    // 0.05 / 5 × 0.25 h × 22 = 0.055 → 0.06 (5 × 25 × 22 / 500 = 5.5)
    expect(expectedMonthlyTotalMinor(5, 25)).toBe(6);
  });

  it('keeps every total of an accepted rate and week inside the one amount limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_HOURLY_RATE_MINOR }),
        fc.integer({ min: 0, max: MAX_HOURS_PER_WEEK * 100 }),
        (rate, hundredths) => expectedMonthlyTotalMinor(rate, hundredths) <= MAX_MONEY_MINOR,
      ),
    );
    expect(expectedMonthlyTotalMinor(MAX_HOURLY_RATE_MINOR, MAX_HOURS_PER_WEEK * 100)).toBeLessThan(
      MAX_MONEY_MINOR,
    );
  });
});

/** A member's rate history, out of order. */
const rates = [
  { effective_from: '2026-03-01', id: 2 },
  { effective_from: '2026-01-01', id: 1 },
  { effective_from: '2026-06-15', id: 3 },
];

describe('rateOn', () => {
  it.each([
    ['2025-12-31', null],
    ['2026-01-01', 1],
    ['2026-02-28', 1],
    ['2026-03-01', 2],
    ['2026-06-14', 2],
    ['2026-06-15', 3],
    ['2030-01-01', 3],
  ])('on %s the rate is %s', (day, id) => {
    expect(rateOn(rates, day)?.id ?? null).toBe(id);
  });

  it('has no rate without rows', () => {
    expect(rateOn([], '2026-01-01')).toBeNull();
    expect(latestRate([])).toBeNull();
  });

  it('latestRate is the last change, also in the future', () => {
    expect(latestRate(rates)?.id).toBe(3);
  });
});

describe('currentRate', () => {
  it.each([
    ['2025-06-01', 1], // before the first rate: the first one to come
    ['2026-01-01', 1],
    ['2026-03-01', 2],
    ['2026-06-14', 2],
    ['2030-01-01', 3],
  ])('on %s the row shows rate %i', (day, id) => {
    expect(currentRate(rates, day)?.id).toBe(id);
  });

  it('has no rate without rows', () => {
    expect(currentRate([], '2026-01-01')).toBeNull();
  });

  const day = fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const history = fc.array(fc.record({ effective_from: day, id: fc.nat() }), { minLength: 1, maxLength: 8 });

  it('is the rate on the day once one applies, else the earliest, whatever the order', () => {
    fc.assert(
      fc.property(history, day, (rows, today) => {
        const shown = currentRate(rows, today);
        const starts = rows.map((rate) => rate.effective_from).sort();
        const applied = starts.filter((start) => start <= today);
        const expected = applied.length ? applied[applied.length - 1] : starts[0];
        return (
          shown?.effective_from === expected &&
          currentRate([...rows].reverse(), today)?.effective_from === expected &&
          (applied.length === 0 || shown === rateOn(rows, today))
        );
      }),
    );
  });
});

describe('update days (Monday 0 to Friday 4)', () => {
  it.each([
    ['0,1,2,3,4', [0, 1, 2, 3, 4]],
    ['4, 0,2', [0, 2, 4]],
    ['3', [3]],
    ['', []],
  ])('%j → %j', (text, days) => {
    expect(parseUpdateDays(text)).toEqual(days);
  });

  it.each(['5', '0,0', '-1', 'mon', '1,,2', '1.5', '0,6'])('refuses %j', (text) => {
    expect(parseUpdateDays(text)).toBeNull();
  });

  it('formats sorted and without repeats', () => {
    expect(formatUpdateDays([4, 0, 4, 2])).toBe('0,2,4');
  });
});

describe('updateSwitchOn', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('updates_enabled %s, notifications_disabled %s → %s', (enabled, disabled, on) => {
    expect(updateSwitchOn(enabled, disabled)).toBe(on);
  });
});

describe('checklistFor', () => {
  it('has five boxes for dedicated projects', () => {
    expect(checklistFor('dedicated')).toEqual([
      'terms',
      'developer_guide',
      'weekly_hours',
      'progress_reports',
      'notify_contact',
    ]);
  });

  it.each(['project', 'other'])('has four boxes for %s projects, without weekly hours', (category) => {
    expect(checklistFor(category)).toHaveLength(4);
    expect(checklistFor(category)).not.toContain('weekly_hours');
  });
});

describe('participationStatusLabel', () => {
  it.each([
    ['initial', 'Pending'],
    ['pending', 'Pending'],
    ['accepted', 'Active'],
  ] as const)('%s → %s', (status, label) => {
    expect(participationStatusLabel(status)).toBe(label);
  });
});
