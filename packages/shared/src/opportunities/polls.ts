import { z } from 'zod';
import { dbId, idRef } from '../api/ids.ts';
import { pageQuery, paginated } from '../api/pagination.ts';
import { PROJECT_STAGES } from '../projects/schemas.ts';
import { ANSWERABLE_INTEREST_STATUSES, type AnswerableInterestStatus, INTEREST_STATUSES } from './rules.ts';

/**
 * Availability polls (spec 000 §7 "Interest poll"): the person asked about an opportunity answers
 * whether they are available (`interested`) or not (`uninterested`).
 */

/** POST interest-polls/: answers the caller's own poll on that project. */
export const interestPollCreateBody = z
  .object({
    project: idRef,
    user: idRef,
    status: z.enum(ANSWERABLE_INTEREST_STATUSES),
  })
  .strict();
export type InterestPollCreateBody = z.infer<typeof interestPollCreateBody>;

/** PATCH interest-polls/{id}/. */
export const interestPollPatchBody = z.object({ status: z.enum(ANSWERABLE_INTEREST_STATUSES) }).strict();

/** GET interest-polls/: `?project=` (that opportunity's polls) or `?mine=true` (the caller's open ones). */
export const interestPollsQuery = pageQuery
  .extend({
    project: dbId.optional(),
    mine: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type InterestPollsQuery = z.infer<typeof interestPollsQuery>;

export const interestPollSchema = z.object({
  id: z.number().int(),
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    stage: z.enum(PROJECT_STAGES),
    archived: z.boolean(),
  }),
  user: z.object({ id: z.number().int(), display_name: z.string() }),
  /** null: asked, not answered yet. */
  status: z.enum(INTEREST_STATUSES).nullable(),
  asked_at: z.string(),
  answered_at: z.string().nullable(),
  reminded_on: z.string().nullable(),
});
export type InterestPoll = z.infer<typeof interestPollSchema>;

export const interestPollPage = paginated(interestPollSchema);

/** Where a person's answer stands: asked (no answer yet), available or not. */
export type PollAnswerState = 'asked' | AnswerableInterestStatus;

export function pollAnswerState(status: InterestPoll['status']): PollAnswerState | null {
  if (status === 'rejected') return null;
  return status ?? 'asked';
}

/** A button of the availability card: the answer it sends and the text it carries (messages key). */
export interface AvailabilityButton {
  status: AnswerableInterestStatus;
  label: 'answerInterested' | 'answerUninterested' | 'changeToInterested' | 'changeToUninterested';
}

/**
 * "Button wording follows the current status": not answered, both answers; answered, the card says
 * the answer and offers only the other one, worded as a change.
 */
export function availabilityButtons(state: PollAnswerState): AvailabilityButton[] {
  if (state === 'interested') return [{ status: 'uninterested', label: 'changeToUninterested' }];
  if (state === 'uninterested') return [{ status: 'interested', label: 'changeToInterested' }];
  return [
    { status: 'interested', label: 'answerInterested' },
    { status: 'uninterested', label: 'answerUninterested' },
  ];
}
