import type { DeveloperRating, ProgressReport, ReportEvent } from '@kazi/shared/reports/schemas';
import { describe, expect, it } from 'vitest';
import { eventActionOf } from './event-action.ts';

const ME = 7;
const person = (id: number) => ({ id, display_name: `Person ${id}`, avatar_url: null });

const rating = (by: number, developer = 30): DeveloperRating => ({
  id: by * 100 + developer,
  rating: 4,
  user: person(developer),
  created_by: person(by),
  event: { id: 1 },
  created_at: '2027-01-10T12:00:00Z',
  abilities: { edit: by === ME },
});

const report = (by: number) => ({ id: by, created_by: person(by) }) as unknown as ProgressReport;

type Row = Pick<ReportEvent, 'form' | 'abilities' | 'progress_reports' | 'developer_ratings'>;
const event = (part: Partial<Row>): Row => ({
  form: 'update',
  abilities: { edit: false, file: true },
  progress_reports: [],
  developer_ratings: [],
  ...part,
});

describe('the action an event row offers', () => {
  it('Fill in while the caller may file and has not', () => {
    expect(eventActionOf(event({}), ME)).toBe('fill');
    expect(eventActionOf(event({ form: 'client_rating' }), ME)).toBe('fill');
  });

  it('View once the caller rated a client survey, though the ratings can still change', () => {
    const rated = event({ form: 'client_rating', developer_ratings: [rating(ME, 30), rating(ME, 31)] });
    expect(eventActionOf(rated, ME)).toBe('view');
  });

  it('Fill in a client survey someone else rated, when the caller still may', () => {
    const ratedByOther = event({ form: 'client_rating', developer_ratings: [rating(99)] });
    expect(eventActionOf(ratedByOther, ME)).toBe('fill');
  });

  it('View what was filed when the caller may not file it; nothing when nothing was', () => {
    const closed = { edit: false, file: false };
    expect(eventActionOf(event({ abilities: closed, progress_reports: [report(99)] }), ME)).toBe('view');
    expect(eventActionOf(event({ abilities: closed }), ME)).toBeNull();
  });
});
