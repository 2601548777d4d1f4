import { asc, inArray } from 'drizzle-orm';
import { addTimelineChange } from '../factories/planning.ts';
import { progressEvents, projectActivities, projects } from '../schema/index.ts';
import { DEMO_PROJECTS, type DemoProjectKey } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const midnight = (offset: number) => new Date(`${day(offset)}T00:00:00.000Z`);
const at = (offset: number, hour = 15) => {
  const date = new Date(Date.now() + offset * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

interface DemoMilestone {
  title: string;
  /** Due in this many days (negative: past). */
  due: number;
  addedDaysAgo: number;
  /** A due date that moved: it was first due `from` days from today, and moved `daysAgo`. */
  moved?: { from: number; daysAgo: number; reason: string };
}

interface DemoPlan {
  project: DemoProjectKey;
  milestones: DemoMilestone[];
  /** The project's dates as first set (null: never set) and later moves of the deadline. */
  timeline?: {
    setDaysAgo: number;
    start: number;
    deadline: number;
    deadlineMoves?: { to: number; daysAgo: number; reason: string }[];
  };
}

/**
 * Planning of the demo projects: past and upcoming milestones, a milestone that moved with its
 * reason, deadlines set and moved with reasons (the timeline change log). The warehouse project
 * and the opportunities have none ('No planning available yet.').
 */
const PLANS: DemoPlan[] = [
  {
    project: 'webShop',
    timeline: {
      setDaysAgo: 431,
      start: -430,
      deadline: 45,
      deadlineMoves: [{ to: 75, daysAgo: 35, reason: 'The client added the B2B portal to the scope.' }],
    },
    milestones: [
      { title: 'Checkout redesign live', due: -20, addedDaysAgo: 110 },
      {
        title: 'Product search v2',
        due: 12,
        addedDaysAgo: 90,
        moved: {
          from: 2,
          daysAgo: 10,
          reason: 'Waiting for the new search index from the hosting provider.',
        },
      },
      { title: 'B2B portal beta', due: 40, addedDaysAgo: 34 },
      { title: 'B2B portal launch', due: 75, addedDaysAgo: 34 },
    ],
  },
  {
    project: 'supportApp',
    timeline: {
      setDaysAgo: 86,
      start: -85,
      deadline: 40,
      deadlineMoves: [
        { to: 60, daysAgo: 15, reason: 'App store review needs a second round for the chat feature.' },
      ],
    },
    milestones: [
      { title: 'Designs approved', due: -60, addedDaysAgo: 84 },
      { title: 'Beta on TestFlight and Play', due: 10, addedDaysAgo: 60 },
      { title: 'Store release', due: 60, addedDaysAgo: 60 },
    ],
  },
  {
    project: 'tracking',
    timeline: { setDaysAgo: 41, start: -40, deadline: 140 },
    milestones: [{ title: 'Live map MVP for dispatchers', due: 20, addedDaysAgo: 39 }],
  },
  {
    project: 'crm',
    timeline: { setDaysAgo: 399, start: -400, deadline: -100 },
    milestones: [{ title: 'Data exported to the new CRM', due: -110, addedDaysAgo: 300 }],
  },
];

/** Demo planning (see PLANS) with its activity rows. */
export const seedPlanning: DemoSeeder = async ({ db, people }) => {
  const admin = people.get('admin@demo.test');
  const cm = people.get('cm@demo.test');
  if (!admin || !cm) throw new Error('demo staff accounts are missing');
  const rows = await db
    .select()
    .from(projects)
    .where(inArray(projects.title, Object.values(DEMO_PROJECTS) as string[]));
  const activity: (typeof projectActivities.$inferInsert)[] = [];
  for (const plan of PLANS) {
    const project = rows.find((p) => p.title === DEMO_PROJECTS[plan.project]);
    if (!project) throw new Error(`demo project ${plan.project} is missing`);
    if (plan.timeline) {
      const { setDaysAgo, start, deadline } = plan.timeline;
      for (const [field, value] of [
        ['start_date', start],
        ['deadline', deadline],
      ] as const) {
        await addTimelineChange(db, {
          projectId: project.id,
          field,
          reason: '',
          previousValue: null,
          newValue: day(value),
          createdById: admin.id,
          createdAt: at(-setDaysAgo),
        });
      }
      activity.push({
        projectId: project.id,
        actorId: admin.id,
        action: 'timeline_updated',
        data: { fields: ['start_date', 'deadline'], reason: '' },
        createdAt: at(-setDaysAgo),
      });
      let previous = deadline;
      for (const move of plan.timeline.deadlineMoves ?? []) {
        await addTimelineChange(db, {
          projectId: project.id,
          field: 'deadline',
          reason: move.reason,
          previousValue: day(previous),
          newValue: day(move.to),
          createdById: admin.id,
          createdAt: at(-move.daysAgo),
        });
        activity.push({
          projectId: project.id,
          actorId: admin.id,
          action: 'timeline_updated',
          data: { fields: ['deadline'], reason: move.reason },
          createdAt: at(-move.daysAgo),
        });
        previous = move.to;
      }
    }
    for (const milestone of plan.milestones) {
      const [event] = await db
        .insert(progressEvents)
        .values({
          projectId: project.id,
          type: 'milestone',
          title: milestone.title,
          dueAt: midnight(milestone.due),
          createdById: cm.id,
          createdAt: at(-milestone.addedDaysAgo),
          updatedAt: at(-(milestone.moved?.daysAgo ?? milestone.addedDaysAgo)),
        })
        .returning();
      if (!event) throw new Error('milestone insert returned nothing');
      const ref = { id: event.id, title: event.title };
      activity.push({
        projectId: project.id,
        actorId: cm.id,
        action: 'progress_event_added',
        data: { event: ref, type: 'milestone' },
        createdAt: at(-milestone.addedDaysAgo),
      });
      if (milestone.moved) {
        await addTimelineChange(db, {
          projectId: project.id,
          field: 'due_at',
          targetType: 'progress_event',
          targetId: event.id,
          reason: milestone.moved.reason,
          previousValue: midnight(milestone.moved.from).toISOString(),
          newValue: midnight(milestone.due).toISOString(),
          createdById: admin.id,
          createdAt: at(-milestone.moved.daysAgo),
        });
        activity.push({
          projectId: project.id,
          actorId: admin.id,
          action: 'progress_event_updated',
          data: { event: ref, fields: ['due_at'] },
          createdAt: at(-milestone.moved.daysAgo),
        });
      }
    }
  }
  if (activity.length) await db.insert(projectActivities).values(activity);
};

/**
 * The feed lists activity newest id first, and each seeder writes its own history: put every
 * demo activity row back in the order it happened. Runs last, once, on the demo data only.
 */
export const sortDemoActivity: DemoSeeder = async ({ db }) => {
  const rows = await db
    .select()
    .from(projectActivities)
    .orderBy(asc(projectActivities.createdAt), asc(projectActivities.id));
  if (!rows.length) return;
  await db.delete(projectActivities);
  await db.insert(projectActivities).values(rows.map(({ id: _id, ...row }) => row));
};
