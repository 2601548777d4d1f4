import type { CurrencyLock } from '@kazi/shared/projects/schemas';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  participationRates,
  participations,
  progressEvents,
  projectDocuments,
  shortlistEntries,
  users,
} from '../../db/schema/index.ts';
import { loadPeople, type PersonRow, type ProjectRow, personColumns } from '../project-core/index.ts';
import { currencyLock } from './priced-rates.repository.ts';
import { skillNames } from './skills.repository.ts';

export type RateRow = Pick<
  typeof participationRates.$inferSelect,
  'effectiveFrom' | 'hoursPerWeek' | 'payoutRateMinor' | 'clientRateMinor'
> & { participationId: number };

export interface ParticipationWithRates {
  id: number;
  status: 'initial' | 'pending' | 'accepted';
  updatesEnabled: boolean;
  updateDays: number[];
  createdAt: Date;
  acceptedAt: Date | null;
  user: PersonRow;
  rates: RateRow[];
}

export interface DetailParts {
  people: Map<number, PersonRow>;
  participations: ParticipationWithRates[];
  skills: { id: number; name: string }[];
  documentsCount: number;
  nextMilestone: { id: number; title: string; dueAt: Date } | null;
  /** How many people are on the shortlist now (a converted opportunity keeps its shortlist). */
  shortlisted: number;
  /** Why the currency may no longer change (client rates, else invoices), or null (`currencyLock`). */
  currencyLockedBy: CurrencyLock | null;
}

/**
 * Everything the project DTO shows beyond the row, in eight statements whatever the team size:
 * the owner/cm/cso/creator, the team with users, all their rates, skills, the document count,
 * the next milestone, (for an opportunity) the shortlist's size, and whether the currency is locked
 * and by what (client rates or invoices: one statement, `currencyLock`).
 */
export async function loadDetailParts(db: Db, project: ProjectRow, now: Date): Promise<DetailParts> {
  const [people, team, rates, skills, [documents], [milestone], [shortlisted], currencyLockedBy] =
    await Promise.all([
      loadPeople(db, [project.ownerId, project.cmId, project.csoId, project.createdById]),
      db
        .select({
          id: participations.id,
          status: participations.status,
          updatesEnabled: participations.updatesEnabled,
          updateDays: participations.updateDays,
          createdAt: participations.createdAt,
          acceptedAt: participations.acceptedAt,
          user: personColumns(users),
        })
        .from(participations)
        .innerJoin(users, eq(users.id, participations.userId))
        .where(eq(participations.projectId, project.id))
        .orderBy(asc(participations.id)),
      db
        .select({
          participationId: participations.id,
          effectiveFrom: participationRates.effectiveFrom,
          hoursPerWeek: participationRates.hoursPerWeek,
          payoutRateMinor: participationRates.payoutRateMinor,
          clientRateMinor: participationRates.clientRateMinor,
        })
        .from(participationRates)
        .innerJoin(participations, eq(participations.id, participationRates.participationId))
        .where(eq(participations.projectId, project.id)),
      skillNames(db, project.skillIds),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(projectDocuments)
        .where(and(eq(projectDocuments.projectId, project.id), isNull(projectDocuments.deletedAt))),
      db
        .select({ id: progressEvents.id, title: progressEvents.title, dueAt: progressEvents.dueAt })
        .from(progressEvents)
        .where(
          and(
            eq(progressEvents.projectId, project.id),
            eq(progressEvents.type, 'milestone'),
            gte(progressEvents.dueAt, now),
          ),
        )
        .orderBy(asc(progressEvents.dueAt), asc(progressEvents.id))
        .limit(1),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(shortlistEntries)
        .where(and(eq(shortlistEntries.projectId, project.id), isNull(shortlistEntries.removedAt))),
      currencyLock(db, project.id),
    ]);
  const ratesOf = new Map<number, RateRow[]>();
  for (const rate of rates) {
    ratesOf.set(rate.participationId, [...(ratesOf.get(rate.participationId) ?? []), rate]);
  }
  return {
    people,
    participations: team.map((item) => ({ ...item, rates: ratesOf.get(item.id) ?? [] })),
    skills,
    documentsCount: documents?.n ?? 0,
    nextMilestone: milestone ?? null,
    shortlisted: shortlisted?.n ?? 0,
    currencyLockedBy,
  };
}
