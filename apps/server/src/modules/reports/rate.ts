import { MESSAGES } from '@kazi/shared/messages';
import { ratingErrors } from '@kazi/shared/reports/forms';
import { canEditFiled } from '@kazi/shared/reports/policy';
import { isRatedByRatings } from '@kazi/shared/reports/rules';
import type { DeveloperRating, DeveloperRatingCreateBody } from '@kazi/shared/reports/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import { deliverSoon } from '../mail/send.ts';
import { presentRating } from './filed.presenter.ts';
import { acceptedDeveloperIds, findFiledRatings } from './filed.repository.ts';
import { assertMayEdit, assertMayFile, eventFacts, loadEventForActor } from './filing.service.ts';
import { notifyReceived } from './received.ts';
import { lockRating, markEventCompleted, updateRating, upsertRatings } from './writes.repository.ts';

const R = MESSAGES.reports;

/**
 * POST developer-rating/: the client survey, by the event's person: every accepted developer rated
 * at once, all or nothing; a rating they gave before is replaced. Completes the event; the CM (and
 * the owner when someone else rated) is told.
 */
export async function rateDevelopers(
  app: FastifyInstance,
  actor: SessionActor,
  body: DeveloperRatingCreateBody,
): Promise<{ ratings: DeveloperRating[] }> {
  const ids = await app.db.transaction(async (tx) => {
    const { event, loaded } = await loadEventForActor(tx, actor, body.event.id, true);
    if (!isRatedByRatings(event.type)) throw AppError.field('event', R.invalidChoice);
    assertMayFile(actor, loaded.facts, event, new Date());
    const errors = ratingErrors(body.ratings, await acceptedDeveloperIds(tx, event.projectId));
    if (Object.keys(errors).length) throw AppError.validation(errors);
    const ratingIds = await upsertRatings(tx, {
      eventId: event.id,
      raterId: actor.id,
      ratings: body.ratings.map((r) => ({ userId: r.user.id, rating: r.rating })),
    });
    await markEventCompleted(tx, event.id);
    // A client survey stays off the project's feed: not everyone on it sees the survey (seenByEveryone).
    await notifyReceived(app, tx, {
      project: loaded.project,
      event,
      author: actor.user,
      key: `ratings-received:${event.id}:${actor.id}`,
    });
    return ratingIds;
  });
  await deliverSoon(app);
  const ratings = await findFiledRatings(app.db, ids);
  return { ratings: ratings.map((rating) => presentRating(rating, true)) };
}

/** PATCH developer-rating/{id}/: its rater alone, within the window. */
export async function changeRating(
  app: FastifyInstance,
  actor: SessionActor,
  id: number,
  rating: number,
): Promise<DeveloperRating> {
  await app.db.transaction(async (tx) => {
    const row = await lockRating(tx, id);
    if (!row) throw AppError.notFound();
    const { event, loaded } = await loadEventForActor(tx, actor, row.eventId);
    assertMayEdit(actor, loaded.facts, row.createdById, event, new Date());
    await updateRating(tx, id, rating);
  });
  return getRating(app, actor, id);
}

async function getRating(app: FastifyInstance, actor: SessionActor, id: number): Promise<DeveloperRating> {
  const [rating] = await findFiledRatings(app.db, [id]);
  if (!rating) throw AppError.notFound();
  const { event, loaded } = await loadEventForActor(app.db, actor, rating.eventId);
  const canEdit = canEditFiled(
    actor,
    loaded.facts,
    { authorId: rating.createdById },
    eventFacts(event),
    new Date(),
  );
  return presentRating(rating, canEdit);
}
