import type { Db } from '../client.ts';
import { timelineChanges } from '../schema/index.ts';

interface ChangeInput {
  projectId: number;
  field: 'start_date' | 'deadline' | 'due_at';
  targetType?: 'project' | 'progress_event';
  targetId?: number;
  reason: string;
  previousValue: string | null;
  newValue: string | null;
  createdById?: number | null;
  createdAt?: Date;
}

/** One entry of the timeline change log. */
export async function addTimelineChange(db: Db, input: ChangeInput): Promise<void> {
  await db.insert(timelineChanges).values({
    projectId: input.projectId,
    field: input.field,
    targetType: input.targetType ?? 'project',
    targetId: input.targetId ?? input.projectId,
    reason: input.reason,
    previousValue: input.previousValue,
    newValue: input.newValue,
    createdById: input.createdById ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
}
