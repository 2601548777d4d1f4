import { and, eq, sql } from 'drizzle-orm';
import { projectActivities, shortlistEntries, shortlistFeedback } from '../../db/schema/index.ts';
import type { PersonalDataPurger } from '../accounts/purgers.ts';

/**
 * What people wrote about a purged talent on opportunities goes (ADR 031): the client's questions
 * on them (the answer itself stays: interested or not), and staff's reasons for taking them off a
 * shortlist, in the entry and in the feed (where one reason may have named several people). The
 * rows stay: who was shortlisted and answered is the opportunity's history, not personal text.
 */
export const opportunitiesPurger: PersonalDataPurger = {
  name: 'opportunities',
  async purge(tx, subject) {
    await tx
      .update(shortlistFeedback)
      .set({ question: null })
      .where(and(eq(shortlistFeedback.userId, subject.id), sql`${shortlistFeedback.question} is not null`));
    await tx
      .update(shortlistEntries)
      .set({ removedReason: null })
      .where(
        and(eq(shortlistEntries.userId, subject.id), sql`${shortlistEntries.removedReason} is not null`),
      );
    await tx
      .update(projectActivities)
      .set({ data: sql`jsonb_set(${projectActivities.data}, '{reason}', '""')` })
      .where(
        and(
          eq(projectActivities.action, 'shortlist_removed'),
          sql`${projectActivities.data} -> 'users' @> ${JSON.stringify([{ id: subject.id }])}::jsonb`,
          sql`${projectActivities.data} ->> 'reason' <> ''`,
        ),
      );
  },
};
