import { MESSAGES } from '@kazi/shared/messages';
import type { ReportSettings, ScheduledEvent } from '@kazi/shared/reports/schedule';
import type { ReportSettingsOut } from '@kazi/shared/reports/schemas';
import { type PersonRow, presentPerson } from '../project-core/index.ts';

/** Settings → reports: the settings, the next 14 days' events with their people, and abilities. */
export function presentReportSettings(
  settings: ReportSettings,
  preview: readonly ScheduledEvent[],
  people: ReadonlyMap<number, PersonRow>,
  edit: boolean,
): ReportSettingsOut {
  return {
    developer_updates: settings.developer_updates,
    pm_reports: settings.pm_reports,
    client_surveys: settings.client_surveys,
    developer_surveys: settings.developer_surveys,
    due_hour: settings.due_hour,
    preview: preview.map((event) => {
      const person = people.get(event.userId);
      return {
        type: event.type,
        title: MESSAGES.reports.eventTypes[event.type],
        due_at: event.dueAt.toISOString(),
        user: person ? presentPerson(person) : null,
      };
    }),
    abilities: { edit },
  };
}
