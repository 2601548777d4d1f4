/**
 * An opportunity's records (ADR 031): who is on its shortlist, whether each person said they are
 * available (Interest poll), and what the client answered on the shared shortlist.
 */

/**
 * An availability poll's answer. A poll without an answer yet has none (null): the person was asked.
 * `rejected` is set when staff remove the person from the shortlist; people answer the other two.
 */
export const INTEREST_STATUSES = ['interested', 'uninterested', 'rejected'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** What a developer answers: available (interested) or not available. */
export const ANSWERABLE_INTEREST_STATUSES = ['interested', 'uninterested'] as const;
export type AnswerableInterestStatus = (typeof ANSWERABLE_INTEREST_STATUSES)[number];

/** The client's answer on a candidate of a shared shortlist (beyond the spec). */
export const CLIENT_FEEDBACK_ANSWERS = ['interested', 'not_interested', 'question'] as const;
export type ClientFeedbackAnswer = (typeof CLIENT_FEEDBACK_ANSWERS)[number];

export const SHORTLIST_PAGE_SIZE = 20;
export const TALENT_POOL_PAGE_SIZE = 20;
export const TALENT_SEARCH_DEBOUNCE_MS = 500;

/** A shared shortlist's link and password stop working this long after they are sent. */
export const SHARE_LIFETIME_DAYS = 30;
