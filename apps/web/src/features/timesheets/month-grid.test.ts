import { daysOfMonth } from '@kazi/shared/timesheets/rules';
import { describe, expect, it } from 'vitest';
import {
  bulkBody,
  cellErrorsOf,
  entriesByUser,
  hoursText,
  isOpenDay,
  keyMove,
  moveInGrid,
  parsePaste,
  pasteIntoRow,
  readCell,
  rowChanges,
  unchangedFirstDay,
} from './month-grid.ts';

describe('a cell', () => {
  it.each([
    ['', { hundredths: 0 }],
    ['  ', { hundredths: 0 }],
    ['8', { hundredths: 800 }],
    ['7.25', { hundredths: 725 }],
    ['7,5', { hundredths: 750 }],
    ['24', { hundredths: 2400 }],
    ['0', { hundredths: 0 }],
    ['24.25', { error: 'Hours must be between 0 and 24' }],
    ['-1', { error: 'Hours must be between 0 and 24' }],
    ['abc', { error: 'Hours must be between 0 and 24' }],
    ['7.3', { error: 'Hours must be in steps of 0.25' }],
    ['7.333', { error: 'Hours must be between 0 and 24' }],
  ])('%j reads as %j', (text, expected) => expect(readCell(text)).toEqual(expected));

  it('shows hours without trailing zeros and nothing for none', () => {
    expect([hoursText(750), hoursText(800), hoursText(725), hoursText(0), hoursText(undefined)]).toEqual([
      '7.5',
      '8',
      '7.25',
      '',
      '',
    ]);
  });
});

describe('a row', () => {
  const saved = entriesByUser([
    { user: 7, day: '2026-11-02', hours_worked: 8, project: 1 },
    { user: 7, day: '2026-11-03', hours_worked: 7.5, project: 1 },
    { user: 8, day: '2026-11-02', hours_worked: 4, project: 1 },
  ] as never).get(7) as Map<string, number>;

  it('sends only the days that differ from what is saved, in day order, 0 clearing a day', () => {
    const result = rowChanges(saved, {
      '2026-11-04': '6',
      '2026-11-02': '',
      '2026-11-03': '7.50',
      '2026-11-05': '',
    });
    expect(result.changes).toEqual([
      { day: '2026-11-02', hundredths: 0 },
      { day: '2026-11-04', hundredths: 600 },
    ]);
    expect(result.errors).toEqual({});
    expect(result.total).toBe(750 + 600);
    expect(bulkBody(1, 7, result.changes)).toEqual({
      timesheet_entries: [
        { day: '2026-11-02', hours_worked: 0, project: 1, user: 7 },
        { day: '2026-11-04', hours_worked: 6, project: 1, user: 7 },
      ],
    });
  });

  it('names the cells that do not hold hours and keeps their saved hours in the total', () => {
    const result = rowChanges(saved, { '2026-11-02': '25', '2026-11-04': '1.1' });
    expect(result.errors).toEqual({
      '2026-11-02': 'Hours must be between 0 and 24',
      '2026-11-04': 'Hours must be in steps of 0.25',
    });
    expect(result.changes).toEqual([]);
    expect(result.total).toBe(1550);
  });

  it('takes hours on the days from first_day to last_day only', () => {
    const row = { first_day: '2026-11-03', last_day: '2026-11-20' };
    expect(['2026-11-02', '2026-11-03', '2026-11-20', '2026-11-21'].map((d) => isOpenDay(d, row))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isOpenDay('2026-11-05', { first_day: null, last_day: null })).toBe(false);
  });
});

describe('a rejected month sent again', () => {
  it('sends its first open day with the hours saved on it, or 0', () => {
    const saved = new Map([
      ['2026-10-06', 800],
      ['2026-10-02', 725],
    ]);
    expect(unchangedFirstDay(saved, '2026-10-02')).toEqual([{ day: '2026-10-02', hundredths: 725 }]);
    expect(unchangedFirstDay(saved, '2026-10-01')).toEqual([{ day: '2026-10-01', hundredths: 0 }]);
  });

  it('with no open day, nothing', () => {
    expect(unchangedFirstDay(new Map([['2026-10-02', 725]]), null)).toEqual([]);
  });
});

describe('server errors', () => {
  it('go back to the days the entries named, the rest apart', () => {
    const sent = ['2026-11-02', '2026-11-30'];
    expect(
      cellErrorsOf(
        {
          'timesheet_entries.1.day': ['Hours cannot be logged for a future day'],
          'timesheet_entries.0.hours_worked': ['Hours must be in steps of 0.25'],
          'timesheet_entries.0.user': ['You can log only your own hours'],
          'timesheet_entries.7.day': ['Unknown'],
          non_field_errors: ['Something else'],
        },
        sent,
      ),
    ).toEqual({
      byDay: {
        '2026-11-30': 'Hours cannot be logged for a future day',
        '2026-11-02': 'Hours must be in steps of 0.25 You can log only your own hours',
      },
      rest: ['Unknown', 'Something else'],
    });
  });
});

describe('pasting', () => {
  const days = daysOfMonth('2026-11');

  it('leaves one value to the cell', () => {
    expect(parsePaste('7.5')).toBeNull();
    expect(parsePaste('7.5\n')).toBeNull();
    expect(parsePaste('7.5\r\n')).toBeNull();
  });

  it('reads a spreadsheet row and rows (tabs and line ends, trimmed)', () => {
    expect(parsePaste('8\t7.5\t\t6 \r\n')).toEqual([['8', '7.5', '', '6']]);
    expect(parsePaste('8\t8\n4\t4\n')).toEqual([
      ['8', '8'],
      ['4', '4'],
    ]);
    expect(parsePaste('8\n4')).toEqual([['8'], ['4']]);
  });

  it('fills the following calendar days, leaving out days without hours and past the month', () => {
    const open = (day: string) => day !== '2026-11-04' && day <= '2026-11-29';
    expect(pasteIntoRow(days, '2026-11-02', ['8', '7', '6', '5'], open)).toEqual({
      '2026-11-02': '8',
      '2026-11-03': '7',
      '2026-11-05': '5',
    });
    expect(pasteIntoRow(days, '2026-11-28', ['1', '2', '3', '4'], () => true)).toEqual({
      '2026-11-28': '1',
      '2026-11-29': '2',
      '2026-11-30': '3',
    });
    expect(pasteIntoRow(days, '2026-10-31', ['1'], () => true)).toEqual({});
  });
});

describe('the keyboard', () => {
  // Row 0: days 1-4 open; row 1 read-only; row 2: days 0 and 3 open.
  const open = [
    [false, true, true, true, true],
    [false, false, false, false, false],
    [true, false, false, true, false],
  ];

  it('moves left and right over the open days of the row, and stops at its ends', () => {
    expect(moveInGrid(open, { row: 0, col: 2 }, 'right')).toEqual({ row: 0, col: 3 });
    expect(moveInGrid(open, { row: 0, col: 2 }, 'left')).toEqual({ row: 0, col: 1 });
    expect(moveInGrid(open, { row: 0, col: 1 }, 'left')).toBeNull();
    expect(moveInGrid(open, { row: 0, col: 4 }, 'right')).toBeNull();
    expect(moveInGrid(open, { row: 2, col: 0 }, 'right')).toEqual({ row: 2, col: 3 });
  });

  it('jumps home and end', () => {
    expect(moveInGrid(open, { row: 0, col: 3 }, 'home')).toEqual({ row: 0, col: 1 });
    expect(moveInGrid(open, { row: 0, col: 3 }, 'end')).toEqual({ row: 0, col: 4 });
    expect(moveInGrid(open, { row: 0, col: 4 }, 'end')).toBeNull();
  });

  it('moves up and down to the nearest row that takes hours, on the same day or the nearest', () => {
    expect(moveInGrid(open, { row: 0, col: 3 }, 'down')).toEqual({ row: 2, col: 3 });
    expect(moveInGrid(open, { row: 0, col: 1 }, 'down')).toEqual({ row: 2, col: 0 });
    expect(moveInGrid(open, { row: 2, col: 0 }, 'up')).toEqual({ row: 0, col: 1 });
    expect(moveInGrid(open, { row: 0, col: 2 }, 'up')).toBeNull();
    expect(moveInGrid(open, { row: 2, col: 3 }, 'down')).toBeNull();
  });

  it('maps the keys, leaving typing to the cell', () => {
    expect(
      ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', '7', 'Tab'].map(keyMove),
    ).toEqual(['left', 'right', 'up', 'down', 'home', 'end', null, null]);
  });
});
