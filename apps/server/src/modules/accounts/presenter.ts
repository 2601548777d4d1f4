import type { Account } from '@kazi/shared/accounts/schemas';
import { can } from '@kazi/shared/auth/permissions';
import { DEVELOPER_PLATFORM_CONDITIONS } from '@kazi/shared/legal/developer-platform-conditions';
import { hasAgreedLatestTerms, LATEST_TERMS_CREATED_AT } from '@kazi/shared/legal/terms';
import type { SessionActor } from '../../http/session.ts';
import type { UserRow } from '../auth/sessions.repository.ts';

/** `me/account/`: the invoice email and the terms flags, with what the actor may set. */
export function presentAccount(actor: SessionActor, user: UserRow): Account {
  return {
    invoice_email: user.invoiceEmail,
    agreed_at: user.agreedAt?.toISOString() ?? null,
    disagreed_at: user.disagreedAt?.toISOString() ?? null,
    has_agreed_latest_terms: hasAgreedLatestTerms(user.agreedAt, user.disagreedAt),
    latest_terms_created_at: LATEST_TERMS_CREATED_AT,
    terms_version: DEVELOPER_PLATFORM_CONDITIONS.version,
    can_set_invoice_email: can(actor, 'account.invoice_email'),
    must_agree_to_terms: can(actor, 'terms.must_agree'),
  };
}
