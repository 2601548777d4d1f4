import { format, MESSAGES } from '@kazi/shared/messages';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { projectAudience } from '../../modules/notifications/audience.repository.ts';
import {
  notifications,
  participationRates,
  participations,
  projectDocuments,
  projects,
} from '../schema/index.ts';
import type { DemoSeeder } from './seeders.ts';

const S = MESSAGES.notifications.subjects;
const DAY = 86_400_000;
/** Older notifications in the demo were read the next day; the last two weeks' are waiting. */
const readAtFor = (createdAt: Date) =>
  Date.now() - createdAt.getTime() > 14 * DAY ? new Date(createdAt.getTime() + DAY) : null;

/**
 * The bells of the demo, from what the other seeders made, with the keys and texts the live
 * paths use: open invitations, the latest rate change of each member, the newest documents.
 */
export const seedNotifications: DemoSeeder = async ({ db }) => {
  const rows: (typeof notifications.$inferInsert)[] = [];
  const teams = await db
    .select({ participation: participations, title: projects.title })
    .from(participations)
    .innerJoin(projects, eq(projects.id, participations.projectId))
    .orderBy(asc(participations.id));
  for (const { participation, title } of teams) {
    if (participation.status === 'pending') {
      rows.push({
        recipientId: participation.userId,
        kind: 'team_invite',
        subject: format(S.team_invite, { project: title }),
        link: `/projects/${participation.projectId}/accept_invite`,
        key: `participation:${participation.id}:invited`,
        createdAt: participation.createdAt,
        readAt: readAtFor(participation.createdAt),
      });
      continue;
    }
    const rates = await db
      .select()
      .from(participationRates)
      .where(eq(participationRates.participationId, participation.id))
      .orderBy(desc(participationRates.effectiveFrom));
    const latest = rates[0];
    if (rates.length < 2 || !latest) continue;
    rows.push({
      recipientId: participation.userId,
      kind: 'rate_changed',
      subject: format(S.rate_changed, { project: title, date: latest.effectiveFrom }),
      link: `/projects/${participation.projectId}`,
      key: `demo:rate:${latest.id}`,
      createdAt: latest.createdAt,
      readAt: readAtFor(latest.createdAt),
    });
  }

  const documents = await db
    .select({ document: projectDocuments, project: projects })
    .from(projectDocuments)
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .where(and(isNull(projectDocuments.deletedAt), eq(projects.archived, false)))
    .orderBy(desc(projectDocuments.createdAt))
    .limit(4);
  for (const { document, project } of documents) {
    for (const recipient of await projectAudience(db, project, document.createdById ?? 0)) {
      rows.push({
        recipientId: recipient.id,
        kind: 'document_added',
        subject: format(S.document_added, { project: project.title, title: document.title }),
        link: `/projects/${project.id}/docs`,
        key: `document:${document.id}:added`,
        createdAt: document.createdAt,
        readAt: readAtFor(document.createdAt),
      });
    }
  }
  if (rows.length) await db.insert(notifications).values(rows).onConflictDoNothing();
};
