import {
  type ActivityPerson,
  type ActivitySentences,
  peopleNames,
  personName,
} from '../project-core/activity.ts';
import type { AnswerableInterestStatus, ClientFeedbackAnswer } from './rules.ts';

/**
 * An opportunity's feed actions (beyond the spec's list): the shortlist, its sharing with the
 * client, the client's answers and the developers' availability.
 */
export interface OpportunitiesActivityData {
  shortlist_added: { users: ActivityPerson[] };
  shortlist_removed: { users: ActivityPerson[]; reason: string };
  shortlist_shared: { candidates: number };
  shortlist_share_revoked: Record<string, never>;
  /** Recorded without an author: the client answers from the shared link, without an account. */
  shortlist_feedback: { user: ActivityPerson; answer: ClientFeedbackAnswer };
  interest_answered: { status: AnswerableInterestStatus };
  interest_reminded: { users: ActivityPerson[] };
}

declare module '../project-core/activity.ts' {
  interface ProjectActivityData extends OpportunitiesActivityData {}
}

const FEEDBACK_SENTENCES: Record<ClientFeedbackAnswer, (name: string) => string> = {
  interested: (name) => `the client is interested in ${name}`,
  not_interested: (name) => `the client is not interested in ${name}`,
  question: (name) => `the client asked a question about ${name}`,
};

export const opportunitiesActivity: ActivitySentences<OpportunitiesActivityData> = {
  shortlist_added: (d) => `added ${peopleNames(d.users)} to the shortlist`,
  shortlist_removed: (d) =>
    d.reason
      ? `removed ${peopleNames(d.users)} from the shortlist: "${d.reason}"`
      : `removed ${peopleNames(d.users)} from the shortlist`,
  shortlist_shared: (d) =>
    d.candidates === undefined
      ? 'shared the shortlist with the client'
      : `shared the shortlist (${d.candidates} candidates) with the client`,
  shortlist_share_revoked: () => "revoked the client's link to the shortlist",
  shortlist_feedback: (d) =>
    (FEEDBACK_SENTENCES[d.answer ?? 'question'] ?? FEEDBACK_SENTENCES.question)(personName(d.user)),
  interest_answered: (d) =>
    d.status === 'uninterested' ? 'said they are not available' : 'said they are available',
  interest_reminded: (d) => `reminded ${peopleNames(d.users)} to say whether they are available`,
};

/**
 * The feed entries about an opportunity's shortlist, its sharing and its availability answers:
 * only those who see the shortlist read them (a removal's reason, the client's answer about a
 * person), never the team of the project it became.
 */
export const SHORTLIST_ACTIVITY_ACTIONS = Object.keys(
  opportunitiesActivity,
) as (keyof OpportunitiesActivityData)[];
