import { describe, expect, it } from 'vitest';
import { queryInteger } from './numbers.ts';

describe('query integers', () => {
  it.each([
    ['12', 12],
    ['1e3', null],
    ['0x10', null],
    [' 5', null],
    ['2.0', null],
    ['-1', null],
    ['0', null],
    ['201', null],
  ])('query integer %j → %s', (value, expected) => {
    const result = queryInteger(1, 200).safeParse(value);
    expect(result.success ? result.data : null).toBe(expected);
  });
});
