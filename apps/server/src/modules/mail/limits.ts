import { createHash, randomUUID } from 'node:crypto';
import type { MailKind } from '@kazi/shared/mail/schemas';
import { format, MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  countActorActions,
  countRecipientMails,
  deleteMailClaimsBefore,
  insertMailClaims,
  lockMailClaimKeys,
} from './claims.repository.ts';
import type { MailMessage, OutboxRow } from './outbox.repository.ts';
import { sendMail } from './send.ts';

export type { MailKind };

interface MailLimit {
  /** Actions of this kind one person may take per window (one action may mail several people). */
  perActor: number;
  /** Mails of this kind one address may receive per window, whoever causes them. */
  perRecipient: number;
}

export interface MailLimits {
  windowMs: number;
  kinds: Record<MailKind, MailLimit>;
}

interface MailClaim {
  kind: MailKind;
  /**
   * Whose budget the action counts against: who acts, or for `shortlist_feedback` the shared link
   * (its client has no account); null for the platform's own mail (a scheduled job), limited per
   * recipient only.
   */
  actorId: number | null;
  recipients: readonly string[];
  /** Recipients who, at their limit, are left out of the claim instead of refusing it. */
  mayLeaveOut?: ReadonlySet<string>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/**
 * The mailbox an address reaches, for counting: case and a `+tag` in the local part do not make
 * another mailbox (`ana+1@x.test` and `Ana@x.test` share one budget).
 */
export function mailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}
export const recipientHash = (email: string) => sha256(mailbox(email)).toString('hex');
/** A lock key: 32 bits of the SHA-256 of the name (a collision only makes two keys share a lock). */
const lockKey = (name: string) => sha256(name).readInt32BE(0);

const secondsUntilFree = (oldest: Date, windowMs: number) =>
  Math.max(1, Math.ceil((oldest.getTime() + windowMs - Date.now()) / 1000));

function throttled(seconds: number): AppError {
  return new AppError('throttled', format(MESSAGES.api.throttled, { seconds }), undefined, seconds);
}

/**
 * Claims the mails of one action, inside the caller's transaction, before they are queued.
 * Under advisory locks (the actor's and each recipient's, taken in key order, so never in a
 * cycle) the window is counted and the claim's rows are written; the locks are held until the
 * transaction ends, so parallel actions queue and each count sees every committed claim before
 * it. Past a limit nothing is claimed and `wait` is the seconds until the oldest counted claim
 * leaves the window; null once claimed. A recipient in `mayLeaveOut` at their limit is not claimed
 * but answered in `leftOut` (by hash), and does not refuse the rest. A rolled-back action leaves no
 * claim. Call it once per transaction, after the action's other locks.
 */
async function claimMail(
  tx: Db,
  limits: MailLimits,
  claim: MailClaim,
): Promise<{ wait: number | null; leftOut: ReadonlySet<string> }> {
  const hashes = [...new Set(claim.recipients.map(recipientHash))];
  const leftOut = new Set<string>();
  if (!hashes.length) return { wait: null, leftOut };
  const limit = limits.kinds[claim.kind];
  const names = [
    ...(claim.actorId === null ? [] : [`${claim.kind}:actor:${claim.actorId}`]),
    ...hashes.map((hash) => `${claim.kind}:to:${hash}`),
  ];
  const keys = [...new Set(names.map(lockKey))].sort((a, b) => a - b);
  await lockMailClaimKeys(tx, keys);

  const waits: number[] = [];
  if (claim.actorId !== null) {
    const actor = await countActorActions(tx, claim.actorId, claim.kind, limits.windowMs);
    if (actor.oldest && actor.actions >= limit.perActor)
      waits.push(secondsUntilFree(actor.oldest, limits.windowMs));
  }
  const received = await countRecipientMails(tx, hashes, claim.kind, limits.windowMs);
  for (const recipient of received) {
    if (recipient.mails < limit.perRecipient) continue;
    if (claim.mayLeaveOut?.has(recipient.hash)) leftOut.add(recipient.hash);
    else waits.push(secondsUntilFree(recipient.oldest, limits.windowMs));
  }
  if (waits.length) return { wait: Math.max(...waits), leftOut };

  const claimed = hashes.filter((hash) => !leftOut.has(hash));
  if (claimed.length)
    await insertMailClaims(tx, {
      kind: claim.kind,
      actorId: claim.actorId,
      action: randomUUID(),
      recipientHashes: claimed,
    });
  return { wait: null, leftOut };
}

const addressesOf = (message: MailMessage) => (message.cc ? [message.to, message.cc] : [message.to]);

/**
 * Sends the mails of one action within its limits: claims them (`claimMail`), then queues each
 * in the caller's transaction and answers the outbox rows, in order. Past a limit: 429 with
 * `Retry-After`, and the caller's transaction rolls back with everything it changed; with
 * `overLimit: 'skip'` nothing is mailed instead and the answer is null (the action goes on). A
 * mail in `leaveOutPastLimit` whose addresses are at their limit is left out instead (the others
 * are claimed and queued; an address that another mail of the action also goes to still refuses,
 * and so does the actor's limit). Call `deliverSoon` once the transaction has committed.
 */
export async function sendLimitedMail(
  app: FastifyInstance,
  tx: Db,
  action: {
    kind: MailKind;
    actorId: number | null;
    overLimit?: 'refuse' | 'skip';
    leaveOutPastLimit?: ReadonlySet<MailMessage>;
  },
  messages: readonly MailMessage[],
): Promise<OutboxRow[] | null> {
  const hashesOf = (mails: readonly MailMessage[]) => mails.flatMap(addressesOf).map(recipientHash);
  const optional = messages.filter((m) => action.leaveOutPastLimit?.has(m));
  const required = new Set(hashesOf(messages.filter((m) => !action.leaveOutPastLimit?.has(m))));
  const { wait, leftOut } = await claimMail(tx, app.config.mailLimits, {
    kind: action.kind,
    actorId: action.actorId,
    recipients: messages.flatMap(addressesOf),
    mayLeaveOut: new Set(hashesOf(optional).filter((hash) => !required.has(hash))),
  });
  if (wait !== null) {
    if (action.overLimit === 'skip') return null;
    throw throttled(wait);
  }
  const rows: OutboxRow[] = [];
  for (const message of messages) {
    if (hashesOf([message]).some((hash) => leftOut.has(hash))) continue;
    rows.push(await sendMail(app, message, tx));
  }
  return rows;
}

/** Forgets claims that left every window (hourly job). */
export async function deleteOldMailClaims(app: FastifyInstance): Promise<void> {
  await deleteMailClaimsBefore(app.db, new Date(Date.now() - app.config.mailLimits.windowMs));
}
