import type { Db } from '../client.ts';
import { participationRates, participations, progressEvents, projects } from '../schema/index.ts';

type ProjectInsert = typeof projects.$inferInsert;
export type ProjectRow = typeof projects.$inferSelect;
export type ParticipationRow = typeof participations.$inferSelect;

let sequence = 0;

/** A project with sensible defaults (an active dedicated project starting today); override anything. */
export async function createProject(db: Db, overrides: Partial<ProjectInsert> = {}): Promise<ProjectRow> {
  sequence += 1;
  const [row] = await db
    .insert(projects)
    .values({
      title: `Project ${sequence}`,
      description: 'A project made by a factory.',
      category: 'dedicated',
      type: 'web',
      stage: 'active',
      currency: 'EUR',
      invoicingEmail: 'invoices@example.test',
      expectedStartDate: new Date().toISOString().slice(0, 10),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('project insert returned nothing');
  return row;
}

export interface ParticipantOverrides {
  status?: 'initial' | 'pending' | 'accepted';
  hoursPerWeek?: number;
  payoutRateMinor?: number;
  clientRateMinor?: number;
  effectiveFrom?: string;
  createdById?: number | null;
}

/** A team member with one rate row (hours and rates effective from `effectiveFrom`). */
export async function addParticipant(
  db: Db,
  projectId: number,
  userId: number,
  overrides: ParticipantOverrides = {},
): Promise<ParticipationRow> {
  const status = overrides.status ?? 'accepted';
  const [row] = await db
    .insert(participations)
    .values({
      projectId,
      userId,
      status,
      createdById: overrides.createdById ?? null,
      acceptedAt: status === 'accepted' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('participation insert returned nothing');
  await db.insert(participationRates).values({
    participationId: row.id,
    effectiveFrom: overrides.effectiveFrom ?? '2020-01-01',
    hoursPerWeek: String(overrides.hoursPerWeek ?? 40),
    payoutRateMinor: overrides.payoutRateMinor ?? 2500,
    clientRateMinor: overrides.clientRateMinor ?? 4000,
  });
  return row;
}

/** A milestone (progress event of type milestone) due at `dueAt`. */
export async function addMilestone(
  db: Db,
  projectId: number,
  title: string,
  dueAt: Date,
  createdById?: number,
) {
  const [row] = await db
    .insert(progressEvents)
    .values({ projectId, type: 'milestone', title, dueAt, createdById: createdById ?? null })
    .returning();
  if (!row) throw new Error('milestone insert returned nothing');
  return row;
}
