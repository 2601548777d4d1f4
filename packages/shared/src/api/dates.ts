import { z } from 'zod';
import { daysInMonth } from '../calendar/months.ts';
import { coreMessages } from '../messages/core.ts';
import { projectsMessages } from '../messages/projects.ts';

/**
 * The one date rule of the API (ADR 017): every date the API reads, date-only or instant, lies
 * from 1 Jan 1900 to 31 Dec 2099 (UTC). 2099-12-31 is also the projects' "no end date".
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';
const INSTANT_MIN = Date.parse(`${DATE_MIN}T00:00:00Z`);
const INSTANT_END = Date.parse('2100-01-01T00:00:00Z');

const D = coreMessages.dates;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` that names a real calendar day (not 2026-02-30), in any year (counted: a bulk save checks hundreds). */
function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return day >= 1 && day <= daysInMonth(year, month);
}

/** Where a real day or an instant (ms since the epoch) falls against the range; null inside it. */
function rangeMessage(ms: number): string | null {
  if (ms < INSTANT_MIN) return D.beforeMin;
  if (ms >= INSTANT_END) return projectsMessages.projects.afterMaxDate;
  return null;
}

/** The message for a `YYYY-MM-DD` day, or null when it is a real day inside the range. */
function dayProblem(value: string, invalid: string = D.invalidDate): string | null {
  if (!isCalendarDay(value)) return invalid;
  return rangeMessage(Date.parse(`${value}T00:00:00Z`));
}

/** ISO 8601 date and time with `Z` or an offset (seconds and fractions optional). */
const instantFormat = z.iso.datetime({ offset: true });

/** The message for an instant, or null when it is a valid one inside the range (in UTC). */
function instantProblem(value: string): string | null {
  if (!instantFormat.safeParse(value).success) return D.invalidInstant;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? D.invalidInstant : rangeMessage(ms);
}

/** A date-only field (`YYYY-MM-DD`); `invalid` is the form's own wording for a malformed day. */
export const dateSchema = (invalid: string = D.invalidDate) =>
  z
    .string({ error: invalid })
    .trim()
    .check((ctx) => {
      const message = dayProblem(ctx.value, invalid);
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    })
    .meta({ format: 'date', description: `A day, ${DATE_MIN} to ${DATE_MAX}.` });

/** An instant field: ISO 8601 with `Z` or an offset, within the range once in UTC. */
export const instantSchema = (required: string = D.invalidInstant) =>
  z
    .string({ error: required })
    .check((ctx) => {
      const message = instantProblem(ctx.value);
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    })
    .meta({ format: 'date-time', description: `An instant with offset, ${DATE_MIN} to ${DATE_MAX} in UTC.` });

/** An instant, or a day (`YYYY-MM-DD`, that day at 00:00 UTC), under the same range. */
export const instantOrDaySchema = (required: string = D.invalidInstant) =>
  z
    .string({ error: required })
    .check((ctx) => {
      const message = DAY.test(ctx.value) ? dayProblem(ctx.value) : instantProblem(ctx.value);
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    })
    .meta({ description: `An instant with offset, or a day, ${DATE_MIN} to ${DATE_MAX} in UTC.` });
