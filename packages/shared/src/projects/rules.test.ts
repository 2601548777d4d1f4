import { describe, expect, it } from 'vitest';
import { parseMoney as decimalToMinor, formatMoney as minorToDecimal } from '../money/money.ts';
import {
  avatarOverflow,
  cardTitle,
  dateProblems,
  durationLabel,
  isDuplicateSkill,
  isIsoDate,
  truncate,
} from './rules.ts';

describe('card truncation', () => {
  it.each([
    ['Short', 45, 'Short'],
    ['x'.repeat(45), 45, 'x'.repeat(45)],
    ['x'.repeat(46), 45, `${'x'.repeat(44)}…`],
    ['Launch of the first public beta to all our customers', 40, 'Launch of the first public beta to all…'],
  ])('truncate(%j, %i) → %j', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
    expect(Array.from(truncate(text, limit)).length).toBeLessThanOrEqual(limit);
  });

  it('cuts opportunity titles at 30, others at 45', () => {
    const title = 'An opportunity title that is rather long indeed';
    expect(cardTitle(title, 'opportunity')).toBe('An opportunity title that is…');
    expect(cardTitle(title, 'active')).toBe('An opportunity title that is rather long ind…');
  });

  it.each([
    [3, 0],
    [5, 0],
    [8, 3],
  ])('%i members → +%i', (total, overflow) => {
    expect(avatarOverflow(total)).toBe(overflow);
  });
});

describe('dates', () => {
  const today = '2026-06-15';
  it.each([
    ['2026-07-01', '2026-08-01', {}],
    ['2026-09-01', '2026-08-01', { start: 'start_after_end', end: 'end_before_start' }],
    ['2026-01-01', '2026-06-14', { end: 'end_in_past' }],
    ['2026-01-01', '2026-06-15', {}],
    ['2026-07-01', '2099-12-31', {}],
    ['2026-07-01', '2100-01-01', { end: 'after_max' }],
    ['2100-01-01', null, { start: 'after_max' }],
    [null, null, {}],
  ])('start %s, end %s → %j', (start, end, expected) => {
    expect(dateProblems(start, end, today)).toEqual(expected);
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('isIsoDate(%s) → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('money and codes', () => {
  it.each([
    ['1250', 125000],
    ['1250.5', 125050],
    ['0.05', 5],
    ['1.234', null],
    ['-1', null],
    ['abc', null],
  ])('decimalToMinor(%s) → %s', (value, expected) => {
    expect(decimalToMinor(value)).toBe(expected);
  });

  it.each([
    [125000, '1250.00'],
    [5, '0.05'],
    [-250, '-2.50'],
  ])('minorToDecimal(%i) → %s', (minor, expected) => {
    expect(minorToDecimal(minor)).toBe(expected);
  });

  it.each([
    ['2w', 'Two weeks'],
    ['6m', 'Six months'],
    ['12m', 'Permanent'],
    [null, 'Permanent'],
  ])('duration %s → %s', (code, label) => {
    expect(durationLabel(code)).toBe(label);
  });

  it('finds duplicate skills whatever the case and spaces', () => {
    expect(isDuplicateSkill(['React', 'Go'], ' react ')).toBe(true);
    expect(isDuplicateSkill(['React'], 'Preact')).toBe(false);
  });
});
