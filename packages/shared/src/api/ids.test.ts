import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { dbId, idParams, idRef, MAX_DB_ID } from './ids.ts';

describe('dbId', () => {
  it.each([
    [1, 1],
    ['12', 12],
    [' 7 ', 7],
    [MAX_DB_ID, MAX_DB_ID],
    [String(MAX_DB_ID), MAX_DB_ID],
  ])('accepts %j', (input, id) => {
    expect(dbId.parse(input)).toBe(id);
  });

  it.each([
    0,
    -1,
    1.5,
    MAX_DB_ID + 1,
    99_999_999_999,
    '99999999999',
    '0',
    '-3',
    '1.5',
    '1e3',
    'abc',
    '',
    true,
    null,
  ])('refuses %j with one message', (input) => {
    const result = dbId.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.api.invalidId]);
  });

  it('says a missing id is required', () => {
    expect(idRef.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.api.required]);
  });

  it('reads path ids from text and refuses other keys in references', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idRef.safeParse({ id: 1, is_admin: true }).success).toBe(false);
  });
});
