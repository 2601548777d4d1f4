import { formOf, REPORT_STATUS_LABELS, type ReportStatus } from '@kazi/shared/reports/rules';
import type { DeveloperRating, ProgressReport, ReportEvent } from '@kazi/shared/reports/schemas';
import { displayNameOf, presentPerson } from '../project-core/index.ts';
import type { EventWithPeople } from './events.repository.ts';

export type ReportEventHead = Omit<ReportEvent, 'progress_reports' | 'developer_ratings'>;

/** An event without what was filed on it (the dashboard's lists). */
export function presentEventHead(
  { event, user, creator }: EventWithPeople,
  project: { id: number; title: string },
  status: ReportStatus,
  abilities: ReportEvent['abilities'],
): ReportEventHead {
  return {
    id: event.id,
    title: event.title,
    type: event.type,
    form: formOf(event.type),
    due_at: event.dueAt.toISOString(),
    project: { id: project.id, title: project.title },
    user: user ? presentPerson(user) : null,
    created_by: creator ? { id: creator.id, display_name: displayNameOf(creator) } : null,
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
    status,
    status_display: REPORT_STATUS_LABELS[status],
    abilities,
  };
}

export function presentEvent(
  head: ReportEventHead,
  reports: ProgressReport[],
  ratings: DeveloperRating[],
): ReportEvent {
  return { ...head, progress_reports: reports, developer_ratings: ratings };
}
