/**
 * An opportunity's shortlist shared with the client (ADR 031): `POST send-email/` (spec: "Share
 * shortlist: client e-mail and message required"), the staff's list of links, and the public page
 * `/shortlist/{key}` behind a password, where the client answers on each candidate.
 */
import { z } from 'zod';
import { dbId, idParams, idRef } from '../api/ids.ts';
import { format } from '../messages/format.ts';
import { shortlistShareMessages } from '../messages/shortlist-share.ts';
import { CLIENT_FEEDBACK_ANSWERS } from './rules.ts';

const m = shortlistShareMessages.shortlistShare;

/** The web app's page for a shared shortlist: `/shortlist/{key}` (outside the shell, no sign-in). */
export const SHARED_SHORTLIST_PATH = '/shortlist/';
/** A link's key: 32 random bytes in base64url (256 bits, 43 characters). */
export const SHORTLIST_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How long a browser that gave the password may read the page before asking again. */
export const SHARE_VIEW_HOURS = 12;
/** The cookie that holds a browser's view of one shared shortlist (path-scoped to its API). */
export const SHARE_VIEW_COOKIE = 'kazi_shortlist';
/** Generated passwords: this many characters from an alphabet without look-alikes (0/O, 1/l/I). */
export const SHARE_PASSWORD_LENGTH = 12;
export const SHARE_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const SHARE_MESSAGE_MAX = 5000;
export const FEEDBACK_QUESTION_MAX = 2000;
/** Test results shown per candidate on the client's page (the latest first). */
export const SHARED_TEST_RESULTS_LIMIT = 5;
/** Candidates the client's page shows at most (the earliest added first): one page, a bounded read. */
export const SHARED_CANDIDATES_LIMIT = 500;

const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** A share's status at `now`: revoked wins over expired. */
export function shareStatus(
  share: { revoked_at: string | null; expires_at: string },
  now: Date,
): ShareStatus {
  if (share.revoked_at) return 'revoked';
  return new Date(share.expires_at).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** POST send-email/: the opportunity, the client's e-mail and a message, both required. */
export const sendEmailBody = z
  .object({
    project: idRef,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { error: m.emailRequired, abort: true })
      .max(254, { error: m.emailInvalid, abort: true })
      .email(m.emailInvalid),
    message: z
      .string()
      .trim()
      .min(1, m.messageRequired)
      .max(SHARE_MESSAGE_MAX, format(m.messageTooLong, { max: SHARE_MESSAGE_MAX })),
  })
  .strict();
export type SendEmailBody = z.infer<typeof sendEmailBody>;
/** The dialog's fields (the project comes from the page). */
export const shareFormSchema = sendEmailBody.omit({ project: true });
export type ShareForm = z.infer<typeof shareFormSchema>;

const personSchema = z.object({ id: z.number().int(), display_name: z.string() });

export const shareSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  status: z.enum(SHARE_STATUSES),
});
export type ShortlistShare = z.infer<typeof shareSchema>;

/** The answer to send-email/: the link and password, shown this once (only their hashes are kept). */
export const sendEmailResponse = z.object({
  message: z.string(),
  share: shareSchema,
  access_link: z.string(),
  access_password: z.string(),
});
export type SendEmailResponse = z.infer<typeof sendEmailResponse>;

const feedbackEntrySchema = z.object({
  share_id: z.number().int(),
  user: z.object({ id: z.number().int(), display_name: z.string() }),
  answer: z.enum(CLIENT_FEEDBACK_ANSWERS),
  question: z.string().nullable(),
  answered_at: z.string(),
});
export type ShortlistFeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** GET projects/{id}/shortlist/shares/: the links sent (a page) and the client's latest answers. */
export const sharesPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(shareSchema),
  feedback: z.array(feedbackEntrySchema),
});
export type SharesPage = z.infer<typeof sharesPage>;

export const shareRevokeParams = z.object({ id: dbId, shareId: dbId });
export const projectSharesParams = idParams;

export const sharedKeyParams = z.object({ key: z.string().max(100) });
export const sharedAvatarParams = z.object({ key: z.string().max(100), userId: dbId });

export const unlockBody = z.object({ password: z.string().min(1, m.passwordRequired).max(128) }).strict();
export type UnlockBody = z.infer<typeof unlockBody>;
export const unlockResponse = z.object({ expires_at: z.string() });

/**
 * A candidate as the client sees them: what a client needs to choose, nothing else (no e-mail,
 * phone, address, rates, other projects or clients, availability answers).
 */
const sharedCandidateSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  country: z.string().nullable(),
  skills: z.array(z.string()),
  years_of_experience: z.number().int().nullable(),
  is_vetted: z.boolean(),
  test_results: z.array(z.object({ title: z.string(), score: z.number().int(), taken_on: z.string() })),
  summary: z.string(),
  feedback: z
    .object({
      answer: z.enum(CLIENT_FEEDBACK_ANSWERS),
      question: z.string().nullable(),
      answered_at: z.string(),
    })
    .nullable(),
});
export type SharedCandidate = z.infer<typeof sharedCandidateSchema>;

export const sharedShortlistSchema = z.object({
  project_title: z.string(),
  expires_at: z.string(),
  candidates: z.array(sharedCandidateSchema),
});
export type SharedShortlist = z.infer<typeof sharedShortlistSchema>;

/** The client's answer on one candidate; a question needs its text. */
export const feedbackBody = z
  .object({
    user: idRef,
    answer: z.enum(CLIENT_FEEDBACK_ANSWERS),
    question: z
      .string()
      .trim()
      .max(FEEDBACK_QUESTION_MAX, format(m.questionTooLong, { max: FEEDBACK_QUESTION_MAX }))
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.answer === 'question' && !body.question) {
      ctx.addIssue({ code: 'custom', path: ['question'], message: m.questionRequired });
    }
  });
export type FeedbackBody = z.infer<typeof feedbackBody>;
export const feedbackResponse = sharedCandidateSchema.shape.feedback.unwrap();
