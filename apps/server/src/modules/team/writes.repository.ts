import { and, eq, gte, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  participationRates,
  participations,
  projects,
  timesheetEntries,
  users,
} from '../../db/schema/index.ts';
import { type Person, personColumns, type RateRow } from './repository.ts';

type ParticipationUpdate = Partial<typeof participations.$inferInsert>;
type RateInsert = typeof participationRates.$inferInsert;
type RateValues = Pick<RateInsert, 'hoursPerWeek' | 'payoutRateMinor' | 'clientRateMinor' | 'createdById'>;
type SlotChanges = Partial<Pick<typeof projects.$inferInsert, 'ownerId' | 'cmId' | 'csoId'>>;

export async function findProjectById(tx: Db, projectId: number) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
  return project;
}

/** The user ids already on a project's team (any status). */
export async function findTeamUserIds(tx: Db, projectId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ userId: participations.userId })
    .from(participations)
    .where(eq(participations.projectId, projectId));
  return new Set(rows.map((row) => row.userId));
}

export async function insertParticipations(tx: Db, values: (typeof participations.$inferInsert)[]) {
  return tx.insert(participations).values(values).returning();
}

export async function insertRates(tx: Db, values: RateInsert[]): Promise<void> {
  if (values.length) await tx.insert(participationRates).values(values);
}

/** Every rate row of these participations. */
export async function findRateRows(tx: Db, participationIds: readonly number[]): Promise<RateRow[]> {
  return tx
    .select()
    .from(participationRates)
    .where(inArray(participationRates.participationId, participationIds));
}

/** Rewrites a rate row in place (a second change on the same effective day). */
export async function rewriteRate(tx: Db, rateId: number, values: RateValues): Promise<void> {
  await tx
    .update(participationRates)
    .set({ ...values, createdAt: new Date() })
    .where(eq(participationRates.id, rateId));
}

export async function setProjectSlotColumns(tx: Db, projectId: number, changes: SlotChanges): Promise<void> {
  await tx.update(projects).set(changes).where(eq(projects.id, projectId));
}

export async function updateParticipation(tx: Db, id: number, changes: ParticipationUpdate) {
  const [updated] = await tx.update(participations).set(changes).where(eq(participations.id, id)).returning();
  return updated;
}

/** Accepts a pending invitation; undefined when it was no longer pending. */
export async function acceptParticipation(tx: Db, id: number) {
  const [accepted] = await tx
    .update(participations)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(and(eq(participations.id, id), inArray(participations.status, ['initial', 'pending'])))
    .returning();
  return accepted;
}

/** A removed member's rate rows on the project dated from `since` on. */
async function dropRemovedRatesFrom(tx: Db, member: { projectId: number; userId: number }, since: string) {
  await tx
    .delete(participationRates)
    .where(
      and(
        isNull(participationRates.participationId),
        eq(participationRates.removedFromId, member.projectId),
        eq(participationRates.removedUserId, member.userId),
        gte(participationRates.effectiveFrom, since),
      ),
    );
}

/**
 * Removes a member from the team. The rate rows that price the hours they logged stay, naming the
 * project and the person instead of the participation (invoices and payouts from hours read them);
 * the others go with the participation: all of them when nothing was logged (so an invitee's rates
 * lock nothing), and those dated after the last logged day (a change planned for later).
 */
export async function deleteParticipation(
  tx: Db,
  participation: { id: number; projectId: number; userId: number },
  /** Its rate rows, oldest first (the caller has read them for the audit). */
  rates: readonly { id: number; effectiveFrom: string }[],
) {
  const [logged] = await tx
    .select({ lastDay: max(timesheetEntries.day) })
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.projectId, participation.projectId),
        eq(timesheetEntries.userId, participation.userId),
      ),
    );
  const lastDay = logged?.lastDay ?? null;
  if (lastDay !== null) {
    // A first rate dated after every logged day still prices them (currentRate).
    const pricing = rates.filter((rate, index) => index === 0 || rate.effectiveFrom <= lastDay);
    const since = pricing[0]?.effectiveFrom;
    // Removed twice: from this participation's first rate on, its rates replace the earlier ones.
    if (since !== undefined) await dropRemovedRatesFrom(tx, participation, since);
    await tx
      .update(participationRates)
      .set({
        participationId: null,
        removedFromId: participation.projectId,
        removedUserId: participation.userId,
      })
      .where(
        inArray(
          participationRates.id,
          pricing.map((rate) => rate.id),
        ),
      );
  }
  const [removed] = await tx
    .delete(participations)
    .where(eq(participations.id, participation.id))
    .returning();
  return removed;
}

/** Up to 20 active admins (who get a question when a project has no cm or cso). */
export async function findActiveAdmins(tx: Db): Promise<Person[]> {
  return tx
    .select(personColumns)
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
    .limit(20);
}
