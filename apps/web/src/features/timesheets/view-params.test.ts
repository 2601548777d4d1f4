import { describe, expect, it } from 'vitest';
import { monthViewPath, readTimesheetView, switchView, timesheetViewParams } from './view-params.ts';

const TODAY = '2026-11-24';
const read = (search: string) => readTimesheetView(new URLSearchParams(search), TODAY);

describe('the timesheets view in the URL', () => {
  it('opens this month by default and any month from January 2020 to this one', () => {
    expect(read('')).toEqual({ view: 'month', month: '2026-11' });
    expect(read('view=month&month=2020-01')).toEqual({ view: 'month', month: '2020-01' });
    expect(read('month=2024-02')).toEqual({ view: 'month', month: '2024-02' });
  });

  it('reads a month out of range or malformed as this month', () => {
    for (const month of ['2019-12', '2026-12', '2026-13', 'november', '2026-1']) {
      expect(read(`view=month&month=${month}`)).toEqual({ view: 'month', month: '2026-11' });
    }
  });

  it('opens a year from 2021 to this one, else this year', () => {
    expect(read('view=year&year=2021')).toEqual({ view: 'year', year: 2021 });
    expect(read('view=year&year=2020')).toEqual({ view: 'year', year: 2026 });
    expect(read('view=year&year=2027')).toEqual({ view: 'year', year: 2026 });
    expect(read('view=year')).toEqual({ view: 'year', year: 2026 });
  });

  it('writes what it reads', () => {
    expect(timesheetViewParams({ view: 'month', month: '2025-03' })).toEqual({
      view: 'month',
      month: '2025-03',
    });
    expect(timesheetViewParams({ view: 'year', year: 2025 })).toEqual({ view: 'year', year: '2025' });
  });

  it('switches to the same time in the other view', () => {
    expect(switchView({ view: 'month', month: '2025-03' }, TODAY)).toEqual({ view: 'year', year: 2025 });
    expect(switchView({ view: 'month', month: '2020-05' }, TODAY)).toEqual({ view: 'year', year: 2021 });
    expect(switchView({ view: 'year', year: 2026 }, TODAY)).toEqual({ view: 'month', month: '2026-11' });
    expect(switchView({ view: 'year', year: 2023 }, TODAY)).toEqual({ view: 'month', month: '2023-12' });
  });
});

describe('monthViewPath', () => {
  it('opens the month view of a project at a month', () => {
    expect(monthViewPath(12, '2026-11')).toBe('/projects/12/pay/timesheets?view=month&month=2026-11');
  });
});
