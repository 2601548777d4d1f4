import { displaySize } from '@kazi/shared/documents/schemas';
import { PROGRESS_STATUS_LABELS } from '@kazi/shared/reports/rules';
import type { DeveloperRating, ProgressReport } from '@kazi/shared/reports/schemas';
import { presentPerson } from '../project-core/index.ts';
import type { FiledRating, FiledReport } from './filed.repository.ts';

const attachmentUrl = (reportId: number, attachmentId: number) =>
  `/api/progress-reports/${reportId}/attachments/${attachmentId}/`;

export function presentReport(report: FiledReport, canEdit: boolean): ProgressReport {
  return {
    id: report.id,
    event: { id: report.eventId },
    created_by: report.author ? presentPerson(report.author) : null,
    percentage: report.percentage,
    status: report.status,
    status_display: report.status ? PROGRESS_STATUS_LABELS[report.status] : null,
    accomplished: report.accomplished,
    todo: report.todo,
    next_deadline: report.nextDeadline,
    next_deadline_meet: report.nextDeadlineMeet,
    next_deadline_fail_reason: report.nextDeadlineFailReason,
    remarks: report.remarks,
    stuck_reason: report.stuckReason,
    last_deadline_met: report.lastDeadlineMet,
    deadline_report: report.deadlineReport,
    deadline_miss_communicated: report.deadlineMissCommunicated,
    rate_deliverables: report.rateDeliverables,
    rate_communication: report.rateCommunication,
    attachments: report.attachments.map((attachment) => ({
      id: attachment.id,
      name: attachment.name,
      url: attachmentUrl(report.id, attachment.id),
      display_size: displaySize(attachment.size),
    })),
    created_at: report.createdAt.toISOString(),
    updated_at: report.updatedAt.toISOString(),
    abilities: { edit: canEdit },
  };
}

export function presentRating(rating: FiledRating, canEdit: boolean): DeveloperRating {
  return {
    id: rating.id,
    rating: rating.rating,
    // The developer is a foreign key that is never deleted; the fallback only keeps the type whole.
    user: rating.user
      ? presentPerson(rating.user)
      : { id: rating.userId, display_name: '', avatar_url: null },
    created_by: rating.createdBy ? presentPerson(rating.createdBy) : null,
    event: { id: rating.eventId },
    created_at: rating.createdAt.toISOString(),
    abilities: { edit: canEdit },
  };
}
