import { describe, expect, it } from 'vitest';
import { monthViewPath } from './month-link.ts';

describe('monthViewPath', () => {
  it('opens the month view of a project at a month', () => {
    expect(monthViewPath(12, '2026-11')).toBe('/projects/12/pay/timesheets?view=month&month=2026-11');
  });
});
