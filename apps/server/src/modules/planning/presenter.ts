import type { ProgressEvent, TimelineChange } from '@kazi/shared/planning/schemas';
import type { ChangeWithNames, Creator, EventWithCreator } from './repository.ts';

const person = (creator: Creator | null) =>
  creator
    ? { id: creator.id, display_name: `${creator.firstName} ${creator.lastName}`.trim() || creator.email }
    : null;

export function presentEvent({ event, creator }: EventWithCreator, canEdit: boolean): ProgressEvent {
  return {
    id: event.id,
    title: event.title,
    type: event.type,
    due_at: event.dueAt.toISOString(),
    project: { id: event.projectId },
    created_by: person(creator),
    created_at: event.createdAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
    abilities: { edit: canEdit },
  };
}

export function presentChange({
  change,
  creator,
  projectTitle,
  eventTitle,
}: ChangeWithNames): TimelineChange {
  return {
    id: change.id,
    field: change.field,
    target_type: change.targetType,
    target: {
      id: change.targetId,
      title: change.targetType === 'project' ? projectTitle : (eventTitle ?? 'A removed milestone'),
    },
    reason: change.reason,
    previous_value: change.previousValue,
    new_value: change.newValue,
    created_by: person(creator),
    created_at: change.createdAt.toISOString(),
  };
}
