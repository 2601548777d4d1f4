import { describe, expect, it } from 'vitest';
import { bearerMatches } from './token.ts';

const token = 'a-metrics-token-0123456789';

describe('bearerMatches', () => {
  it('takes exactly the token after Bearer (any case of the scheme)', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['the token alone', token],
    ['another scheme', `Basic ${token}`],
    ['a prefix of it', `Bearer ${token.slice(0, -1)}`],
    ['more than it', `Bearer ${token}x`],
    ['two words', `Bearer ${token} ${token}`],
    ['Bearer and nothing', 'Bearer '],
  ])('refuses %s', (_label, header) => {
    expect(bearerMatches(header, token)).toBe(false);
  });
});
