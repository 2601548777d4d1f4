import type { TimelineChange } from '@kazi/shared/planning/schemas';
import type { ChangeWithNames, Creator } from './repository.ts';

const person = (creator: Creator | null) =>
  creator
    ? { id: creator.id, display_name: `${creator.firstName} ${creator.lastName}`.trim() || creator.email }
    : null;

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
