import { createHash } from 'node:crypto';
import { MESSAGES } from '@kazi/shared/messages';
import {
  SHARE_VIEW_COOKIE,
  SHARE_VIEW_HOURS,
  SHORTLIST_KEY_PATTERN,
  type SharedShortlist,
} from '@kazi/shared/opportunities/share';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { verifyPassword } from '../auth/password.ts';
import { hashLinkSecret, newLinkSecret } from '../auth/secrets.ts';
import { claimShortlistPasswordAttempt, releaseLoginAttempt } from '../auth/throttle.repository.ts';
import { type FileRow, findFile } from '../files/repository.ts';
import { presentCandidate } from './share.presenter.ts';
import {
  deleteExpiredViews,
  findLiveShare,
  findShortlisted,
  findViewedShare,
  insertView,
  type LiveShare,
  loadCandidates,
  loadShareFeedback,
  loadTestResults,
} from './share.repository.ts';

const M = MESSAGES.shortlistShare;
const HOUR_MS = 3_600_000;

/** The API path a link's cookie is scoped to: the browser sends it to this link's routes only. */
const sharedApiPath = (key: string) => `/api/shared-shortlists/${key}/`;

/** The live link behind `key` (malformed keys never reach the database); 404 for unknown, expired and revoked alike. */
async function liveShare(app: FastifyInstance, key: string): Promise<LiveShare> {
  const share = SHORTLIST_KEY_PATTERN.test(key) ? await findLiveShare(app.db, hashLinkSecret(key)) : null;
  if (!share) throw AppError.notFound();
  return share;
}

/**
 * The link, for a browser that gave its password: its view cookie must be one of this link's own
 * views, unexpired. Unknown, expired or revoked links are 404; a missing or foreign view is 403.
 */
export async function viewedShare(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
): Promise<LiveShare> {
  const share = await liveShare(app, key);
  const view = request.cookies[SHARE_VIEW_COOKIE];
  const viewed =
    view && view.length <= 100
      ? await findViewedShare(app.db, hashLinkSecret(key), hashLinkSecret(view))
      : null;
  if (!viewed || viewed.id !== share.id) throw new AppError('forbidden', M.sessionEnded);
  return viewed;
}

/**
 * POST shared-shortlists/{key}/unlock/: the password, claimed per link and per address before it
 * is hashed (429 past the login limits); right, it gives this browser a view of the link: a
 * 256-bit cookie (stored hashed) for SHARE_VIEW_HOURS, never past the link's own expiry.
 */
export async function unlockSharedShortlist(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  password: string,
): Promise<{ expires_at: string }> {
  const share = await liveShare(app, key);
  const attempt = await claimShortlistPasswordAttempt(app.db, app.config.loginThrottle, share.id, request.ip);
  if (!(await verifyPassword(share.passwordHash, password)))
    throw AppError.field('password', M.wrongPassword);
  await releaseLoginAttempt(app.db, attempt);
  const { token, hash } = newLinkSecret();
  const expiresAt = new Date(Math.min(Date.now() + SHARE_VIEW_HOURS * HOUR_MS, share.expiresAt.getTime()));
  await app.db.transaction(async (tx) => {
    await deleteExpiredViews(tx, share.id);
    await insertView(tx, share.id, hash, expiresAt);
    await recordAudit(tx, {
      actorId: null,
      action: 'shortlist_share.opened',
      targetType: 'shortlist_share',
      targetId: share.id,
      requestId: request.id,
    });
  });
  reply.setCookie(SHARE_VIEW_COOKIE, token, {
    path: sharedApiPath(key),
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.session.cookieSecure,
    maxAge: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
  return { expires_at: expiresAt.toISOString() };
}

/** GET shared-shortlists/{key}/: the current shortlist as the client may see it, in three statements. */
export async function readSharedShortlist(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
): Promise<SharedShortlist> {
  const share = await viewedShare(app, request, key);
  const candidates = await loadCandidates(app.db, share.projectId);
  const [results, feedback] = await Promise.all([
    loadTestResults(
      app.db,
      candidates.map((c) => c.id),
    ),
    loadShareFeedback(app.db, share.id),
  ]);
  const answers = new Map(feedback.map((row) => [row.userId, row]));
  return {
    project_title: share.projectTitle,
    expires_at: share.expiresAt.toISOString(),
    candidates: candidates.map((candidate) =>
      presentCandidate(
        candidate,
        sharedApiPath(key),
        results.filter((result) => result.userId === candidate.id),
        answers.get(candidate.id),
      ),
    ),
  };
}

/** A candidate's avatar, through this link only (the view cookie required); 404 off the shortlist or without one. */
export async function findSharedCandidateAvatar(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  userId: number,
): Promise<FileRow> {
  const share = await viewedShare(app, request, key);
  const candidate = await findShortlisted(app.db, share.projectId, userId);
  const row = candidate?.avatarFileId ? await findFile(app.db, candidate.avatarFileId) : null;
  if (!row?.mimeType.startsWith('image/')) throw AppError.notFound();
  return row;
}

/** A short fingerprint of a question: a new question is a new notification, the same one is not. */
export const questionKey = (question: string | null) =>
  question ? createHash('sha256').update(question).digest('base64url').slice(0, 16) : '-';
