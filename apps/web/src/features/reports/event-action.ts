import type { ReportEvent } from '@kazi/shared/reports/schemas';

/** What an event's row offers: filling it in, reading (and changing) what was filed, or nothing. */
type EventAction = 'fill' | 'view' | null;

type EventOfRow = Pick<ReportEvent, 'form' | 'abilities' | 'progress_reports' | 'developer_ratings'>;

/**
 * Fill in while the caller may file it and has not yet; View once something was filed. A client
 * survey stays fileable after rating (the ratings can still be changed), but once the caller has
 * rated it reads View, as a filed report does, not Fill in.
 */
export function eventActionOf(event: EventOfRow, me: number): EventAction {
  const ratedByMe =
    event.form === 'client_rating' && event.developer_ratings.some((rating) => rating.created_by?.id === me);
  if (event.abilities.file && !ratedByMe) return 'fill';
  const filed = event.progress_reports.length > 0 || event.developer_ratings.length > 0;
  return filed ? 'view' : null;
}
