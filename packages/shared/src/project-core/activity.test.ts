import { describe, expect, it } from 'vitest';
import { joinWords } from './activity.ts';

describe('activity sentences', () => {
  it('joins words', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
