import { randomUUID } from 'node:crypto';
import {
  type MailRule,
  mailAllowed,
  mailRuleOf,
  type NotificationKind,
} from '@kazi/shared/notifications/kinds';
import { type EmailSwitch, SWITCH_DEFAULTS } from '@kazi/shared/privacy/switches';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type MailKind, sendLimitedMail } from '../mail/limits.ts';
import type { MailMessage } from '../mail/outbox.repository.ts';
import { sendMail } from '../mail/send.ts';
import { findSwitches, insertNotifications } from './repository.ts';

/** What a domain publishes: who hears of what, and where the thing is (ADR 025). */
export interface NotificationEvent {
  recipient: { id: number; email: string };
  kind: NotificationKind;
  /** The line in the bell (from MESSAGES.notifications.subjects). */
  subject: string;
  /** An app path: `/projects/12/docs`. */
  link: string;
  /**
   * Makes the event land once per recipient: a second publish with the same key is a no-op (no
   * row, no mail). Without it the event is its own (a reminder each time one is asked for).
   */
  key?: string;
  /**
   * The mail, for kinds that mail; sent only when the kind's rule and the recipient's switch allow.
   * Required for an `always` kind (notify throws without it).
   */
  mail?: MailMessage;
  /**
   * The rule this recipient's mail goes by, when it is not the kind's (`mailRuleOf`): a recipient
   * whose settings page offers another switch for it (a CM's report notices), or none ('never').
   */
  mailSwitch?: MailRule;
  /**
   * Past its recipient's mail limit, this event's mail is left out (its bell row stays) instead of
   * refusing the action with 429; the actor's own limit still refuses. For an event its domain
   * already limits (a candidate reminded at most once a day), so that one person's full mailbox
   * does not stop everyone else's.
   */
  bellOnlyPastRecipientLimit?: boolean;
}

export interface NotifyAction {
  /** Who caused it; null for the platform (a scheduled job). */
  actorId: number | null;
  /**
   * The action's mail limit (modules/mail/limits.ts): required when a person's action sends mail.
   * `'none'` only for a notice to the owner of an account about a change to it that cannot be
   * repeated at will to reach someone else (a payout method added, replaced or made default).
   */
  mailLimit?: MailKind | 'none';
  /**
   * Whose budget the mails count against under `mailLimit` when no person acts (`actorId` null):
   * the shared link's id for `shortlist_feedback`, whose client has no account.
   */
  limitedAs?: number;
  /**
   * Past the mail limit, the bell rows stay and no mail goes, instead of 429: for an action that
   * must not fail because its recipients had mail enough (the client's answers on a shared link).
   */
  bellOnlyPastLimit?: boolean;
}

/** Whether each event's mail is allowed by its kind's rule and its recipient's switch (defaults apply). */
async function mailable(tx: Db, events: readonly NotificationEvent[]): Promise<NotificationEvent[]> {
  const ruleOf = (event: NotificationEvent) => event.mailSwitch ?? mailRuleOf(event.kind);
  const withMail = events.filter((event) => event.mail && ruleOf(event) !== 'never');
  const switchNames = [
    ...new Set(
      withMail.map(ruleOf).filter((rule): rule is EmailSwitch => rule !== 'always' && rule !== 'never'),
    ),
  ];
  const stored = await findSwitches(
    tx,
    withMail.map((event) => event.recipient.id),
    switchNames,
  );
  return withMail.filter((event) => {
    const own = stored.get(event.recipient.id);
    const switches = Object.fromEntries(
      switchNames.map((name) => {
        const value = own?.get(name);
        return [name, value === undefined ? SWITCH_DEFAULTS[name] : value ? 'on' : 'off'];
      }),
    );
    return mailAllowed(ruleOf(event), switches);
  });
}

/**
 * The one way a domain tells people something: inside the domain's transaction, each event
 * becomes a row in the recipient's bell and, where its kind and the recipient's switch allow, a
 * mail in the outbox, through the action's mail limit when it has one (429 rolls everything
 * back; `bellOnlyPastLimit` keeps the bell rows and sends no mail instead, an event's
 * `bellOnlyPastRecipientLimit` its own mail only). Both are written with
 * the change or not at all, so each lands once; an event whose key the recipient already has is
 * skipped whole. Call `deliverSoon(app)` after commit.
 */
export async function notify(
  app: FastifyInstance,
  tx: Db,
  action: NotifyAction,
  events: readonly NotificationEvent[],
): Promise<void> {
  const mailless = events.find((event) => mailRuleOf(event.kind) === 'always' && !event.mail);
  if (mailless) {
    // An `always` kind is one the person must not miss: without its mail it would be bell only.
    throw new Error(`notify: a ${mailless.kind} notification is always mailed and needs its mail`);
  }
  const seen = new Set<string>();
  const keyed = events
    .map((event) => ({ ...event, key: event.key ?? `event:${randomUUID()}` }))
    .filter((event) => {
      const id = `${event.recipient.id}\n${event.key}`;
      return !seen.has(id) && Boolean(seen.add(id));
    });
  const written = await insertNotifications(
    tx,
    keyed.map((event) => ({
      recipientId: event.recipient.id,
      kind: event.kind,
      subject: event.subject,
      link: event.link,
      key: event.key,
    })),
  );
  const isNew = new Set(written.map((row) => `${row.recipientId}\n${row.key}`));
  const fresh = keyed.filter((event) => isNew.has(`${event.recipient.id}\n${event.key}`));
  const toMail = await mailable(tx, fresh);
  const messages = toMail.map((event) => event.mail as MailMessage);
  if (messages.length && action.actorId !== null && !action.mailLimit) {
    // A person's action that mails people is limited (ADR 018): a new kind cannot forget it.
    throw new Error('notify: an action a person takes that sends mail needs its mailLimit');
  }
  if (action.mailLimit && action.mailLimit !== 'none') {
    const limited = {
      kind: action.mailLimit,
      actorId: action.actorId ?? action.limitedAs ?? null,
      overLimit: action.bellOnlyPastLimit ? ('skip' as const) : ('refuse' as const),
      leaveOutPastLimit: new Set(
        toMail.filter((event) => event.bellOnlyPastRecipientLimit).map((event) => event.mail as MailMessage),
      ),
    };
    await sendLimitedMail(app, tx, limited, messages);
  } else {
    for (const message of messages) await sendMail(app, message, tx);
  }
}
