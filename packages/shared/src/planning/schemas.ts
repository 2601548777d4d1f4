import { z } from 'zod';
import { instantOrDaySchema } from '../api/dates.ts';
import { dbId } from '../api/ids.ts';
import { tooLong } from '../api/text.ts';
import { coreMessages } from '../messages/core.ts';
import { projectsMessages } from '../messages/projects.ts';
import { isoDay } from '../team/schemas.ts';

const P = projectsMessages.planning;

export const PROGRESS_EVENT_TYPES = [
  'cm',
  'client',
  'milestone',
  'developer',
  'developer_rating',
  'developer_survey',
  'internal',
] as const;

/** A due date: an instant with offset, or a day (`YYYY-MM-DD`, taken as that day at 00:00 UTC). */
const dueAtInput = instantOrDaySchema(P.dueRequired);

/** `{ reason }` that explains a date change (Timeline change log). */
const changeLogInput = z.object({ reason: z.string().trim().max(1000, tooLong(1000)) }).strict();

const title = z.string({ error: P.titleRequired }).trim().min(1, P.titleRequired).max(200, tooLong(200));

/**
 * POST progress-events/: a milestone of a project (planning). Other event types (reports,
 * ratings, surveys) belong to the reports issue and are refused here.
 */
export const progressEventCreateBody = z
  .object({
    project: z.object({ id: dbId }, { error: coreMessages.api.required }).strict(),
    title,
    type: z.enum(PROGRESS_EVENT_TYPES, { error: projectsMessages.team.invalidChoice }).default('milestone'),
    due_at: dueAtInput,
  })
  .strict();

/** PATCH progress-events/{id}/: a new due date needs `change_log.reason`. */
export const progressEventPatchBody = z
  .object({
    title: title.optional(),
    due_at: dueAtInput.optional(),
    change_log: changeLogInput.optional(),
  })
  .strict();

/** A milestone as the planning tab reads it from progress-events/ (part of reports' reportEventOut). */
const progressEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(PROGRESS_EVENT_TYPES),
  due_at: z.string(),
  project: z.object({ id: z.number().int() }),
  created_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: z.object({ edit: z.boolean() }),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

/**
 * The timeline part of PATCH projects/{id}/ (composed in project-patch.ts): start_date and
 * deadline, and `change_log: { reason }`, required when a date that was set changes.
 */
export const timelinePatchFields = {
  start_date: isoDay.nullable().optional(),
  deadline: isoDay.nullable().optional(),
  change_log: changeLogInput.optional(),
};

export const TIMELINE_FIELDS = ['start_date', 'deadline', 'due_at'] as const;
export const TIMELINE_TARGETS = ['project', 'progress_event'] as const;

/** One entry of the timeline change log. */
export const timelineChangeSchema = z.object({
  id: z.number().int(),
  field: z.enum(TIMELINE_FIELDS),
  target_type: z.enum(TIMELINE_TARGETS),
  target: z.object({ id: z.number().int(), title: z.string() }),
  reason: z.string(),
  previous_value: z.string().nullable(),
  new_value: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TimelineChange = z.infer<typeof timelineChangeSchema>;
