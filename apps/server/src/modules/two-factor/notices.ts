import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../auth/sessions.repository.ts';
import { greeting } from '../mail/compose.ts';
import { sendMail } from '../mail/send.ts';

const M = MESSAGES.twoFactor;

const NOTICES = {
  enabled: { subject: M.enabledMailSubject, body: M.enabledMailBody, template: 'two-factor-enabled' },
  disabled: { subject: M.disabledMailSubject, body: M.disabledMailBody, template: 'two-factor-disabled' },
  recovery_code_used: {
    subject: M.recoveryUsedMailSubject,
    body: M.recoveryUsedMailBody,
    template: 'recovery-code-used',
  },
} as const;

export type TwoFactorNotice = keyof typeof NOTICES;

/**
 * Tells the person by mail that their second factor changed or a recovery code signed them in
 * (ASVS 2.2.3), in `db` (the change's transaction) so that the notice commits with it. Always
 * sent: a security notice has no switch.
 */
export async function sendTwoFactorNotice(
  app: FastifyInstance,
  db: Db,
  user: Pick<UserRow, 'email' | 'firstName'>,
  notice: TwoFactorNotice,
  values: { count?: number } = {},
): Promise<void> {
  const { subject, body, template } = NOTICES[notice];
  await sendMail(
    app,
    {
      to: user.email,
      subject,
      template,
      text: [
        greeting(user.firstName),
        '',
        body.replace('{count}', String(values.count ?? 0)),
        '',
        M.notYouMail,
      ].join('\n'),
    },
    db,
  );
}
