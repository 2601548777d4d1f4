import type { ProjectActivityAction, ProjectActivityData } from '@kazi/shared/project-core/activity';
import { eq } from 'drizzle-orm';
import { createProject } from '../factories/projects.ts';
import type { UserRow } from '../factories/users.ts';
import { projectActivities, projects, users } from '../schema/index.ts';
import { DEMO_PROJECTS, OTHER_CLIENT, PROJECTS } from './projects-data.ts';
import type { DemoSeeder } from './seeders.ts';

export { DEMO_PROJECTS, type DemoProjectKey } from './projects-data.ts';

const DAY = 86_400_000;
const at = (offset: number, hour = 10) => {
  const date = new Date(Date.now() + offset * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};
const SLOT_ACTION = { owner: 'project_owner_added', cm: 'cm_added', cso: 'cso_added' } as const;
const SLOT_COLUMN = { owner: 'ownerId', cm: 'cmId', cso: 'csoId' } as const;

/**
 * Demo projects (–2.5): dedicated, managed and opportunity projects, archived ones
 * of each, one of another client (the client must not see it), one without team or deadline
 * (the staff dashboard's attention card). Owners, client managers and support officers are set
 * with their activity rows; the team, documents and planning seeders add the rest.
 */
export const seedProjects: DemoSeeder = async ({ db, people }) => {
  const extra = await db.select().from(users).where(eq(users.email, OTHER_CLIENT));
  const person = (email: string): UserRow | undefined =>
    people.get(email) ?? extra.find((u) => u.email === email);
  const named = (user: UserRow) => ({
    id: user.id,
    display_name: `${user.firstName} ${user.lastName}`.trim(),
  });
  for (const demo of PROJECTS) {
    const creator = person(demo.createdBy);
    if (!creator) throw new Error(`demo account ${demo.createdBy} is missing`);
    const createdAt = at(-demo.createdDaysAgo, 9);
    const slots: Partial<Record<'ownerId' | 'cmId' | 'csoId', number>> = {};
    const activity: (typeof projectActivities.$inferInsert)[] = [];
    const project = await createProject(db, {
      ...demo.fields,
      title: DEMO_PROJECTS[demo.key],
      createdById: creator.id,
      createdAt,
      updatedAt: createdAt,
    });
    const stage = project.stage;
    const entry = <A extends ProjectActivityAction>(
      action: A,
      data: ProjectActivityData[A],
      by: UserRow,
      when: Date,
    ) => activity.push({ projectId: project.id, actorId: by.id, action, data, createdAt: when });
    entry('create', { title: project.title, category: project.category, stage }, creator, createdAt);
    for (const slot of ['owner', 'cm', 'cso'] as const) {
      const email = demo.slots[slot];
      const holder = email ? person(email) : undefined;
      if (!holder) continue;
      slots[SLOT_COLUMN[slot]] = holder.id;
      entry(SLOT_ACTION[slot], { user: named(holder) }, creator, new Date(createdAt.getTime() + 60_000));
    }
    for (const step of demo.later ?? []) {
      const by = person(step.by) as UserRow;
      activity.push({
        projectId: project.id,
        actorId: by.id,
        action: step.action,
        data: step.data,
        createdAt: at(-step.daysAgo),
      });
    }
    if (Object.keys(slots).length) await db.update(projects).set(slots).where(eq(projects.id, project.id));
    await db.insert(projectActivities).values(activity);
  }
};
