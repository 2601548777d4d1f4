import type { InterestPoll } from '@kazi/shared/opportunities/polls';
import { displayNameOf } from '../project-core/index.ts';
import type { PollRow } from './polls.repository.ts';

/** A poll as `interest-polls/` shows it (no e-mail: staff see people on the shortlist itself). */
export function presentPoll(row: PollRow): InterestPoll {
  return {
    id: row.poll.id,
    project: row.project,
    user: { id: row.user.id, display_name: displayNameOf(row.user) },
    status: row.poll.status,
    asked_at: row.poll.askedAt.toISOString(),
    answered_at: row.poll.answeredAt?.toISOString() ?? null,
    reminded_on: row.poll.remindedOn,
  };
}
