import type { Page } from '@kazi/shared/api/pagination';
import { MESSAGES } from '@kazi/shared/messages';
import type {
  InterestPoll,
  InterestPollCreateBody,
  InterestPollsQuery,
} from '@kazi/shared/opportunities/polls';
import type { AnswerableInterestStatus } from '@kazi/shared/opportunities/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { loadProjectForActor, recordProjectActivity } from '../project-core/index.ts';
import { presentPoll } from './polls.presenter.ts';
import { answerPoll, findPoll, listPolls, type PollFilter, type PollRow } from './polls.repository.ts';

const T = MESSAGES.availability;

/**
 * GET interest-polls/: `?project=` lists that opportunity's polls, all of them for staff who see
 * its shortlist and only the caller's own for anyone else who may open it (an asked candidate
 * included; 404 for everyone else); `?mine=true` lists the caller's polls still open to an answer
 * (live opportunities, not taken off the shortlist), for the dashboard.
 */
export async function listInterestPolls(
  app: FastifyInstance,
  actor: SessionActor,
  query: InterestPollsQuery,
  request: FastifyRequest,
): Promise<Page<InterestPoll>> {
  let filter: PollFilter;
  if (query.project !== undefined) {
    const loaded = await loadProjectForActor(app.db, actor, query.project, { allowCandidate: true });
    filter = loaded.abilities.view_shortlist
      ? { projectId: query.project }
      : { projectId: query.project, userId: actor.id };
  } else if (query.mine === 'true') {
    filter = { userId: actor.id, open: true };
  } else {
    throw AppError.field('project', MESSAGES.api.required);
  }
  const { count, rows } = await listPolls(app.db, filter, pageWindow(query));
  return toPage(request, query, count, rows.map(presentPoll));
}

/** POST interest-polls/: the caller answers the poll they were asked on that opportunity. */
export async function answerOwnPoll(
  app: FastifyInstance,
  actor: SessionActor,
  body: InterestPollCreateBody,
  requestId: string,
): Promise<InterestPoll> {
  if (body.user.id !== actor.id) throw new AppError('forbidden', T.notYourPoll);
  return answer(app, actor, { projectId: body.project.id, userId: actor.id }, body.status, requestId);
}

/** PATCH interest-polls/{id}/: the caller changes their answer (someone else's poll is 404). */
export async function changeOwnPoll(
  app: FastifyInstance,
  actor: SessionActor,
  pollId: number,
  status: AnswerableInterestStatus,
  requestId: string,
): Promise<InterestPoll> {
  return answer(app, actor, { id: pollId }, status, requestId);
}

/**
 * One answer, in one transaction: the poll must be the caller's (404), still open (taken off the
 * shortlist, or the opportunity archived or converted: 409), and it changes only from the answer
 * the caller's request found (conditional update: a removal in between is 409). The same answer
 * again changes nothing. A change records `interest_answered` in the feed and an audit row.
 */
async function answer(
  app: FastifyInstance,
  actor: SessionActor,
  where: { id: number } | { projectId: number; userId: number },
  status: AnswerableInterestStatus,
  requestId: string,
): Promise<InterestPoll> {
  return app.db.transaction(async (tx) => {
    const row = await findPoll(tx, where);
    if (!row || row.poll.userId !== actor.id) throw AppError.notFound();
    assertOpen(row);
    if (row.poll.status === status) return presentPoll(row);
    if (!(await answerPoll(tx, row.poll.id, row.poll.status, status))) throw AppError.conflict(T.pollClosed);
    await recordProjectActivity(tx, {
      projectId: row.project.id,
      actorId: actor.id,
      action: 'interest_answered',
      data: { status },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'interest_poll.answer',
      targetType: 'interest_poll',
      targetId: row.poll.id,
      before: { status: row.poll.status },
      after: { status },
      requestId,
    });
    const updated = await findPoll(tx, { id: row.poll.id });
    if (!updated) throw AppError.notFound();
    return presentPoll(updated);
  });
}

function assertOpen(row: PollRow): void {
  if (row.poll.status === 'rejected' || row.project.stage !== 'opportunity' || row.project.archived)
    throw AppError.conflict(T.pollClosed);
}
