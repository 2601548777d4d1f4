import { type ActivitySentences, fieldNames } from '../project-core/activity.ts';

/** A milestone or meeting as the activity data keeps it (its title at the time). */
interface ActivityEventRef {
  id: number;
  title: string;
}

/** Planning's feed actions: the project's timeline, its milestones and meetings, their reports. */
export interface PlanningActivityData {
  progress_report: { event: ActivityEventRef };
  progress_event_updated: { event: ActivityEventRef; fields: string[] };
  progress_event_added: { event: ActivityEventRef; type: string };
  // Beyond the spec's list:
  timeline_updated: { fields: string[]; reason: string };
  progress_event_removed: { event: ActivityEventRef };
}

declare module '../project-core/activity.ts' {
  interface ProjectActivityData extends PlanningActivityData {}
}

/** Readable names of the timeline's and an event's fields, for "changed the due date of …". */
const PLANNING_FIELD_LABELS: Record<string, string> = {
  title: 'title',
  start_date: 'start date',
  deadline: 'deadline',
  status: 'status',
  due_at: 'due date',
};

const eventTitle = (event: ActivityEventRef | undefined) => event?.title ?? 'an event';

export const planningActivity: ActivitySentences<PlanningActivityData> = {
  progress_report: (d) => `submitted a report for ${eventTitle(d.event)}`,
  progress_event_added: (d) =>
    d.type === 'milestone'
      ? `added the milestone ${eventTitle(d.event)}`
      : `scheduled ${eventTitle(d.event)}`,
  progress_event_updated: (d) => {
    const fields = fieldNames(d.fields, PLANNING_FIELD_LABELS);
    return fields ? `changed the ${fields} of ${eventTitle(d.event)}` : `updated ${eventTitle(d.event)}`;
  },
  progress_event_removed: (d) => `removed ${eventTitle(d.event)}`,
  timeline_updated: (d) => {
    const fields = fieldNames(d.fields, PLANNING_FIELD_LABELS);
    return fields ? `changed the ${fields}` : 'changed the timeline';
  },
};
