import { describe, expect, it } from 'vitest';
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.ts';

describe('month names', () => {
  it('names twelve months from January, abbreviated to three letters', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[11]).toBe('December');
    expect(MONTH_ABBREVIATIONS).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });
});
