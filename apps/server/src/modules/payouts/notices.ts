import { format, MESSAGES } from '@kazi/shared/messages';
import type { NotificationKind } from '@kazi/shared/notifications/kinds';
import { PAYOUT_PROVIDER_LABELS } from '@kazi/shared/payouts/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { greeting } from '../mail/compose.ts';
import { notify } from '../notifications/notify.ts';
import { accountLabel } from './presenter.ts';
import type { PayoutAccountRow } from './repository.ts';

export type PayoutMailEvent = 'added' | 'changed' | 'default';

const SUBJECTS: Record<PayoutMailEvent, string> = {
  added: MESSAGES.payouts.mailAdded,
  changed: MESSAGES.payouts.mailChanged,
  default: MESSAGES.payouts.mailDefault,
};

const WHAT: Record<PayoutMailEvent, string> = {
  added: 'was added to your Kazi account',
  changed: 'replaced your previous {provider} account on Kazi',
  default: 'is now the default method for your Kazi payouts',
};

const KINDS = {
  added: 'payout_method_added',
  changed: 'payout_method_changed',
  default: 'payout_method_default',
} as const satisfies Record<PayoutMailEvent, NotificationKind>;

/**
 * Tells the owner about every new, changed or default payout method, in their bell and always by
 * mail: a change of where money goes is a classic sign of a taken-over account. Written in the
 * same transaction as the change; the account is shown masked (mail is not a safe place for
 * account numbers). Not mail-limited: it reaches only the account's owner, once per change.
 */
export async function notifyPayoutChange(
  app: FastifyInstance,
  tx: Db,
  actorId: number,
  owner: { id: number; email: string; firstName: string },
  event: PayoutMailEvent,
  account: PayoutAccountRow,
): Promise<void> {
  const provider = PAYOUT_PROVIDER_LABELS[account.provider];
  const pending = account.status === 'pending' ? ' Its setup is not finished yet.' : '';
  const text = [
    greeting(owner.firstName),
    '',
    `Your ${provider} payout method (${accountLabel(account, false)}) ${format(WHAT[event], { provider })}.${pending}`,
    'Past and ongoing payouts are not affected, only later ones.',
    '',
    'If you did not make this change, change your password now and contact Kazi support: someone else may be using your account.',
    '',
    `${app.config.publicUrl}/settings/payment`,
  ].join('\n');
  const kind = KINDS[event];
  await notify(app, tx, { actorId, mailLimit: 'none' }, [
    {
      recipient: owner,
      kind,
      subject: format(MESSAGES.notifications.subjects[kind], { provider }),
      link: '/settings/payment',
      mail: { to: owner.email, subject: SUBJECTS[event], text, template: `payout_method.${event}` },
    },
  ]);
}
