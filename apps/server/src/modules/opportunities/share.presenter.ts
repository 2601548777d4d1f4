import type { ClientFeedbackAnswer } from '@kazi/shared/opportunities/rules';
import {
  type SharedCandidate,
  type ShortlistFeedbackEntry,
  type ShortlistShare,
  shareStatus,
} from '@kazi/shared/opportunities/share';
import { displayNameOf } from '../project-core/index.ts';
import type { CandidateRow, FeedbackRow, ShareWithSender, TestResultRow } from './share.repository.ts';
import { talentName } from './talent-pool.presenter.ts';

/** A link as staff see it: never its secret nor its password (only their hashes are kept). */
export function presentShare(row: ShareWithSender, now: Date = new Date()): ShortlistShare {
  const share = {
    id: row.id,
    email: row.email,
    created_by: row.sender ? { id: row.sender.id, display_name: displayNameOf(row.sender) } : null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
  };
  return { ...share, status: shareStatus(share, now) };
}

export function presentFeedback(row: FeedbackRow, showEmail: boolean): ShortlistFeedbackEntry {
  return {
    share_id: row.shareId,
    user: { id: row.userId, display_name: talentName({ ...row, id: row.userId }, showEmail) },
    answer: row.answer,
    question: row.question,
    answered_at: row.answeredAt.toISOString(),
  };
}

/** A candidate as the client sees them (sharedCandidateSchema): only the fields the client may see. */
export function presentCandidate(
  row: CandidateRow,
  avatarBase: string,
  results: readonly TestResultRow[],
  feedback: { answer: ClientFeedbackAnswer; question: string | null; answeredAt: Date } | undefined,
): SharedCandidate {
  return {
    id: row.id,
    display_name: talentName(row),
    avatar_url: row.avatarFileId ? `${avatarBase}candidates/${row.id}/avatar/` : null,
    country: row.country,
    skills: row.skills,
    years_of_experience: row.yearsOfExperience,
    is_vetted: row.isVetted,
    test_results: results.map((result) => ({
      title: result.title,
      score: result.score,
      taken_on: result.takenOn,
    })),
    summary: row.bio ?? '',
    feedback: feedback
      ? {
          answer: feedback.answer,
          question: feedback.question,
          answered_at: feedback.answeredAt.toISOString(),
        }
      : null,
  };
}
