import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { dateSchema, instantOrDaySchema, instantSchema } from './dates.ts';

const D = MESSAGES.dates;
const AFTER_MAX = MESSAGES.projects.afterMaxDate;
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the one date rule: 1900-01-01 to 2099-12-31', () => {
  it.each([
    ['1900-01-01', null],
    ['2099-12-31', null],
    [' 2026-05-01 ', null],
    ['2024-02-29', null],
    ['1899-12-31', D.beforeMin],
    ['0000-01-01', D.beforeMin],
    ['0001-01-01', D.beforeMin],
    ['2100-01-01', AFTER_MAX],
    ['9999-12-31', AFTER_MAX],
    ['2026-02-30', D.invalidDate],
    ['2026-5-1', D.invalidDate],
    ['+002026-05-01', D.invalidDate],
    ['', D.invalidDate],
  ])('day %j → %s', (value, message) => {
    expect(messageOf(dateSchema().safeParse(value))).toBe(message);
  });

  it('keeps a form’s own wording for a malformed day', () => {
    expect(messageOf(dateSchema('Enter a valid date.').safeParse('soon'))).toBe('Enter a valid date.');
    expect(messageOf(dateSchema().safeParse(20260501))).toBe(D.invalidDate);
  });

  it.each([
    ['2026-05-01T09:00:00Z', null],
    ['2099-12-31T23:59:59.999Z', null],
    ['1900-01-01T00:00:00Z', null],
    ['1900-01-01T00:30:00+01:00', D.beforeMin],
    ['2099-12-31T23:00:00-05:00', AFTER_MAX],
    ['0000-01-01T00:00:00Z', D.beforeMin],
    ['9999-12-31T00:00:00Z', AFTER_MAX],
    ['2026-05-01T09:00:00', D.invalidInstant],
    ['2026-02-30T09:00:00Z', D.invalidInstant],
  ])('instant %j → %s', (value, message) => {
    expect(messageOf(instantSchema().safeParse(value))).toBe(message);
  });

  it('takes a day or an instant where both are allowed, under the same range', () => {
    const schema = instantOrDaySchema('Due date is required');
    expect(schema.safeParse('2030-01-01').success).toBe(true);
    expect(schema.safeParse('2030-01-01T10:00:00+02:00').success).toBe(true);
    expect(messageOf(schema.safeParse('0001-01-01'))).toBe(D.beforeMin);
    expect(messageOf(schema.safeParse('0000-01-01T00:00:00Z'))).toBe(D.beforeMin);
    expect(messageOf(schema.safeParse(undefined))).toBe('Due date is required');
  });
});
