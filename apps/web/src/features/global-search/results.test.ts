import { describe, expect, it } from 'vitest';
import { counterLine, movedOption, paymentPath, projectPath, sectionOptions } from './results.ts';

describe('global search results', () => {
  it('links a project to its page, a payout to its project’s payouts and any other invoice to its payments', () => {
    expect(projectPath(7)).toBe('/projects/7');
    expect(paymentPath({ type: 'purchase', project: { id: 7 } })).toBe('/projects/7/pay/payouts');
    for (const type of ['sale', 'credit_nota', 'commitment', 'final']) {
      expect(paymentPath({ type, project: { id: 7 } })).toBe('/projects/7/pay/payments');
    }
  });

  it('says how many results were shown for the term', () => {
    expect(counterLine(3, 10, 'acme')).toBe('Showing 3 of 10 results for "acme"');
  });

  it('ends a section with View More only while there is more', () => {
    const result = { id: 'p1', label: 'Acme', detail: null, to: '/projects/1' };
    expect(sectionOptions('projects', [result], true).map((option) => [option.kind, option.label])).toEqual([
      ['result', 'Acme'],
      ['more', 'View More'],
    ]);
    expect(sectionOptions('payments', [result], false).map((option) => option.kind)).toEqual(['result']);
  });

  it('moves through the options with the arrows, wrapping at both ends', () => {
    const ids = ['a', 'b', 'c'];
    expect(movedOption(ids, null, 1)).toBe('a');
    expect(movedOption(ids, null, -1)).toBe('c');
    expect(movedOption(ids, 'a', 1)).toBe('b');
    expect(movedOption(ids, 'c', 1)).toBe('a');
    expect(movedOption(ids, 'a', -1)).toBe('c');
    expect(movedOption(ids, 'gone', 1)).toBe('a');
    expect(movedOption([], 'a', 1)).toBeNull();
  });
});
