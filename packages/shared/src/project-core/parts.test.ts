import { describe, expect, it } from 'vitest';
import { mergeParts } from './parts.ts';

describe('mergeParts', () => {
  it("keeps every part's keys in the parts' order", () => {
    expect(Object.keys(mergeParts('body', [{ a: 1, b: 2 }, { c: 3 }]))).toEqual(['a', 'b', 'c']);
  });

  it('refuses a key that two parts declare', () => {
    expect(() => mergeParts('PATCH body', [{ a: 1 }, { a: 2 }])).toThrow(
      "Two parts of the PATCH body declare 'a'.",
    );
  });
});
