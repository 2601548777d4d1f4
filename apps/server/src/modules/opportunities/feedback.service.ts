import { can, permissionsOf } from '@kazi/shared/auth/permissions';
import { rolesOf } from '@kazi/shared/auth/roles';
import { format, MESSAGES } from '@kazi/shared/messages';
import type { FeedbackBody, SharedCandidate } from '@kazi/shared/opportunities/share';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { claimShortlistFeedbackWrite } from '../auth/throttle.repository.ts';
import { greeting, inert, inertBlock } from '../mail/compose.ts';
import { deliverSoon } from '../mail/send.ts';
import { type NotificationEvent, notify } from '../notifications/notify.ts';
import { displayNameOf, recordProjectActivity } from '../project-core/index.ts';

import { findFeedbackRecipients, findShortlisted, upsertFeedback } from './share.repository.ts';
import { questionKey, viewedShare } from './shared-shortlist.service.ts';
import { talentName } from './talent-pool.presenter.ts';

const M = MESSAGES.shortlistShare;

type Recipient = Awaited<ReturnType<typeof findFeedbackRecipients>>[number];

/** Who hears of the client's answers: the opportunity's cm, cso and creator, when active and on Kazi's side. */
function staffSide(people: readonly Recipient[]) {
  const seen = new Set<number>();
  return people.filter(
    (
      person,
    ): person is NonNullable<Recipient> & {
      id: number;
      email: string;
      firstName: string;
      lastName: string;
    } => {
      if (!person?.id || !person.email || !person.isActive || seen.has(person.id)) return false;
      seen.add(person.id);
      const roles = rolesOf({
        type: person.type as 1 | 2 | 3 | 6 | 7,
        category: person.category,
        is_admin: person.isAdmin ?? false,
        is_pay_admin: person.isPayAdmin ?? false,
        is_staff: person.isStaff ?? false,
      });
      return can({ id: person.id, permissions: permissionsOf(roles) }, 'opportunity.view_shortlist');
    },
  );
}

/**
 * POST shared-shortlists/{key}/feedback/: the client's answer on one candidate of the current
 * shortlist (404 otherwise), changed in place per link and candidate; recorded in the feed without
 * an author and told to the opportunity's staff (bell and mail; past the link's mail budget, bell
 * only). Writes are capped per link and per address (429 with `Retry-After`). The same answer
 * again changes, records and tells nothing.
 */
export async function answerSharedShortlist(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  body: FeedbackBody,
): Promise<NonNullable<SharedCandidate['feedback']>> {
  const share = await viewedShare(app, request, key);
  await claimShortlistFeedbackWrite(app.db, app.config.feedbackThrottle, share.id, request.ip);
  const question = body.answer === 'question' ? (body.question ?? null) : null;
  const row = await app.db.transaction(async (tx) => {
    const candidate = await findShortlisted(tx, share.projectId, body.user.id);
    if (!candidate) throw AppError.notFound();
    const { row: saved, changed } = await upsertFeedback(tx, {
      shareId: share.id,
      projectId: share.projectId,
      userId: candidate.id,
      answer: body.answer,
      question,
    });
    if (!changed) return saved;
    const name = talentName(candidate);
    await recordProjectActivity(tx, {
      projectId: share.projectId,
      actorId: null,
      action: 'shortlist_feedback',
      data: { user: { id: candidate.id, display_name: name }, answer: body.answer },
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'shortlist_feedback.answered',
      targetType: 'shortlist_feedback',
      targetId: saved.id,
      after: { share_id: share.id, user_id: candidate.id, answer: body.answer },
      requestId: request.id,
    });
    const link = `/projects/${share.projectId}/network/shortlist`;
    const answer = M.answers[body.answer];
    const events: NotificationEvent[] = staffSide(await findFeedbackRecipients(tx, share.projectId)).map(
      (person) => ({
        recipient: { id: person.id, email: person.email },
        kind: 'shortlist_feedback',
        subject: format(MESSAGES.notifications.subjects.shortlist_feedback, {
          name,
          project: share.projectTitle,
        }),
        link,
        key: `shortlist-feedback:${share.id}:${candidate.id}:${body.answer}:${questionKey(question)}`,
        mail: {
          to: person.email,
          subject: format(MESSAGES.notifications.subjects.shortlist_feedback, {
            name: inert(name),
            project: inert(share.projectTitle),
          }),
          template: 'shortlist-feedback',
          text:
            `${greeting(person.firstName || displayNameOf(person))}\n\n` +
            `${format(M.mail.feedbackBody, { answer, name: inert(name), project: inert(share.projectTitle) })}\n\n` +
            (question ? `${M.mail.feedbackQuestion}\n\n${inertBlock(question)}\n\n` : '') +
            `${M.mail.feedbackLink}\n${app.config.publicUrl}${link}\n\n${M.mail.closing}`,
        },
      }),
    );
    // The link's mail budget (MAIL_LIMIT_SHORTLIST_FEEDBACK, answers per link): past it, or past a
    // recipient's, the staff hear of answers in the bell only; the client's answer is kept either way.
    await notify(
      app,
      tx,
      { actorId: null, mailLimit: 'shortlist_feedback', limitedAs: share.id, bellOnlyPastLimit: true },
      events,
    );
    return saved;
  });
  await deliverSoon(app);
  return { answer: row.answer, question: row.question, answered_at: row.answeredAt.toISOString() };
}
