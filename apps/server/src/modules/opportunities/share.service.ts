import { randomInt } from 'node:crypto';
import type { PageQuery } from '@kazi/shared/api/pagination';
import { format, MESSAGES } from '@kazi/shared/messages';
import { seesTalentEmails } from '@kazi/shared/opportunities/policy';
import { SHARE_LIFETIME_DAYS } from '@kazi/shared/opportunities/rules';
import {
  type SendEmailBody,
  type SendEmailResponse,
  SHARE_PASSWORD_ALPHABET,
  SHARE_PASSWORD_LENGTH,
  SHARED_SHORTLIST_PATH,
  type SharesPage,
  type ShortlistShare,
} from '@kazi/shared/opportunities/share';
import { canSeeShortlistShares, canShareShortlist } from '@kazi/shared/opportunities/share-policy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow, toPage } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { hashPassword } from '../auth/password.ts';
import { newLinkSecret } from '../auth/secrets.ts';
import { greeting, inert, inertBlock } from '../mail/compose.ts';
import { sendLimitedMail } from '../mail/limits.ts';
import { deliverSoon } from '../mail/send.ts';
import {
  displayNameOf,
  type LoadedProject,
  loadProjectForActor,
  recordProjectActivity,
} from '../project-core/index.ts';
import { presentFeedback, presentShare } from './share.presenter.ts';
import {
  countCurrentShortlist,
  findProjectShare,
  insertShare,
  latestFeedback,
  listShares,
  revokeShare,
} from './share.repository.ts';

const M = MESSAGES.shortlistShare;
const DAY_MS = 86_400_000;

/** A password for the client: SHARE_PASSWORD_LENGTH characters, each drawn uniformly by the CSPRNG (≈ 70 bits). */
function generateSharePassword(): string {
  let password = '';
  for (let i = 0; i < SHARE_PASSWORD_LENGTH; i += 1) {
    password += SHARE_PASSWORD_ALPHABET[randomInt(SHARE_PASSWORD_ALPHABET.length)];
  }
  return password;
}

/** The opportunity for someone who may see its links; any other project (or none) is 404. */
async function openOpportunity(
  db: Db,
  actor: SessionActor,
  projectId: number,
  forUpdate = false,
): Promise<LoadedProject> {
  const loaded = await loadProjectForActor(db, actor, projectId, { forUpdate });
  if (!canSeeShortlistShares(actor)) throw AppError.notFound();
  return loaded;
}

/** Sending or revoking a link needs an opportunity (404 otherwise) that is open (409 archived). */
function assertCanShare(actor: SessionActor, loaded: LoadedProject): void {
  if (loaded.project.stage !== 'opportunity') throw AppError.notFound();
  if (!canShareShortlist(actor, loaded.facts)) throw AppError.conflict(M.archived);
}

/** The mail to the client: the link and the password on lines of their own, the sender's message inert. */
function shareMail(
  app: FastifyInstance,
  input: {
    to: string;
    project: string;
    link: string;
    password: string;
    expiresAt: Date;
    sender: string;
    message: string;
  },
) {
  const body = format(M.mail.shareBody, {
    project: inert(input.project),
    date: input.expiresAt.toISOString().slice(0, 10),
  });
  return {
    to: input.to,
    subject: format(M.mail.shareSubject, { project: inert(input.project) }),
    template: 'shortlist-share',
    // The link and the password are bearer secrets: hidden from admins, and redacted once sent (ADR 012).
    sensitive: true,
    text:
      `${greeting(null)}\n\n${body}\n${input.link}\n${format(M.mail.passwordLine, { password: input.password })}\n\n` +
      `${format(M.mail.shareMessage, { sender: inert(input.sender) })}\n\n${inertBlock(input.message)}\n\n` +
      `${M.mail.closing}\n${app.config.publicUrl}`,
  };
}

/**
 * POST send-email/: a new link (256-bit secret) and password for the client, both stored hashed,
 * mailed to the address typed; the answer shows them this once.
 */
export async function sendShortlistEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: SessionActor,
  body: SendEmailBody,
): Promise<SendEmailResponse> {
  const { token, hash } = newLinkSecret();
  const password = generateSharePassword();
  const passwordHash = await hashPassword(password);
  const link = `${app.config.publicUrl}${SHARED_SHORTLIST_PATH}${token}`;
  const result = await app.db.transaction(async (tx) => {
    const loaded = await openOpportunity(tx, actor, body.project.id, true);
    assertCanShare(actor, loaded);
    const candidates = await countCurrentShortlist(tx, loaded.project.id);
    if (!candidates) throw AppError.conflict(M.emptyShortlist);
    const expiresAt = new Date(Date.now() + SHARE_LIFETIME_DAYS * DAY_MS);
    const row = await insertShare(tx, {
      projectId: loaded.project.id,
      email: body.email,
      message: body.message,
      tokenHash: hash,
      passwordHash,
      expiresAt,
      createdById: actor.id,
    });
    await sendLimitedMail(app, tx, { kind: 'shortlist_share', actorId: actor.id }, [
      shareMail(app, {
        to: body.email,
        project: loaded.project.title,
        link,
        password,
        expiresAt,
        sender: displayNameOf(actor.user),
        message: body.message,
      }),
    ]);
    await recordProjectActivity(tx, {
      projectId: loaded.project.id,
      actorId: actor.id,
      action: 'shortlist_shared',
      data: { candidates },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'shortlist_share.created',
      targetType: 'shortlist_share',
      targetId: row.id,
      after: { project_id: loaded.project.id, expires_at: expiresAt.toISOString(), candidates },
      requestId: request.id,
    });
    return { ...row, sender: actor.user };
  });
  await deliverSoon(app);
  return { message: M.emailSent, share: presentShare(result), access_link: link, access_password: password };
}

/** GET projects/{id}/shortlist/shares/: a page of links, and the client's latest answer on each candidate. */
export async function listShortlistShares(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: SessionActor,
  projectId: number,
  query: PageQuery,
): Promise<SharesPage> {
  const loaded = await openOpportunity(app.db, actor, projectId);
  const [shares, feedback] = await Promise.all([
    listShares(app.db, loaded.project.id, pageWindow(query)),
    latestFeedback(app.db, loaded.project.id),
  ]);
  const now = new Date();
  return {
    ...toPage(
      request,
      query,
      shares.count,
      shares.rows.map((row) => presentShare(row, now)),
    ),
    feedback: feedback.map((row) => presentFeedback(row, seesTalentEmails(actor))),
  };
}

/** Revokes a link at once: a conditional update (409 when it is revoked already) with its audit row. */
export async function revokeShortlistShare(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: SessionActor,
  projectId: number,
  shareId: number,
): Promise<ShortlistShare> {
  return app.db.transaction(async (tx) => {
    const loaded = await openOpportunity(tx, actor, projectId, true);
    const row = await revokeShare(tx, loaded.project.id, shareId, actor.id);
    if (!row) {
      if (!(await findProjectShare(tx, loaded.project.id, shareId))) throw AppError.notFound();
      throw AppError.conflict(M.alreadyRevoked);
    }
    await recordProjectActivity(tx, {
      projectId: loaded.project.id,
      actorId: actor.id,
      action: 'shortlist_share_revoked',
      data: {},
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'shortlist_share.revoked',
      targetType: 'shortlist_share',
      targetId: row.id,
      before: { revoked: false },
      after: { revoked: true },
      requestId: request.id,
    });
    const share = await findProjectShare(tx, loaded.project.id, row.id);
    return presentShare(share ?? { ...row, sender: null });
  });
}
