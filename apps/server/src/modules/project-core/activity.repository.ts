import type { ProjectActivityAction, ProjectActivityData } from '@kazi/shared/project-core/activity';
import type { Db } from '../../db/client.ts';
import { projectActivities } from '../../db/schema/index.ts';

export interface ProjectActivityEntry<A extends ProjectActivityAction> {
  projectId: number;
  /** Who did it; null for the system (scheduled jobs). */
  actorId: number | null;
  action: A;
  data: ProjectActivityData[A];
}

/**
 * Records one project action for the activity feed. Call it once per action,
 * inside the transaction of the change it describes, so the feed never shows what rolled back.
 * Keep `data` to ids and the names shown in the sentence (see the domain's `packages/shared/src/<domain>/activity.ts`).
 */
export async function recordProjectActivity<A extends ProjectActivityAction>(
  db: Db,
  entry: ProjectActivityEntry<A>,
): Promise<void> {
  await db.insert(projectActivities).values({
    projectId: entry.projectId,
    actorId: entry.actorId,
    action: entry.action,
    data: entry.data,
  });
}

/** Several actions at once (one INSERT), e.g. one `cm_added` and one `cso_added` in one change. */
export async function recordProjectActivities(
  db: Db,
  entries: readonly ProjectActivityEntry<ProjectActivityAction>[],
): Promise<void> {
  if (!entries.length) return;
  await db.insert(projectActivities).values(
    entries.map((entry) => ({
      projectId: entry.projectId,
      actorId: entry.actorId,
      action: entry.action,
      data: entry.data,
    })),
  );
}
