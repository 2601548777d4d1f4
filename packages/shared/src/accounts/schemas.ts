import { z } from 'zod';
import { instantSchema } from '../api/dates.ts';
import { currentPassword } from '../auth/passwords.ts';
import { coreMessages } from '../messages/core.ts';
import { peopleMessages } from '../messages/people.ts';

const A = peopleMessages.account;

const email = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, coreMessages.auth.emailInvalid)
    .pipe(z.email(coreMessages.auth.emailInvalid))
    .transform((value) => value.toLowerCase());

/** A terms answer: the spec's client sends its own timestamp; `true` works too. The server's clock counts. */
const termsAnswer = z.union([instantSchema(), z.literal(true)]);

/** `GET/PATCH me/account/` (Account page, Terms flags). */
export const accountSchema = z.object({
  invoice_email: z.string().nullable(),
  agreed_at: z.string().nullable(),
  disagreed_at: z.string().nullable(),
  has_agreed_latest_terms: z.boolean(),
  latest_terms_created_at: z.string(),
  terms_version: z.string(),
  can_set_invoice_email: z.boolean(),
  must_agree_to_terms: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * `PATCH me/account/`: `invoice_email` needs `account.invoice_email`; `agreed_at` and
 * `disagreed_at` need `terms.must_agree` and record the server's time, whatever value is sent.
 */
export const accountUpdateBody = z
  .object({
    invoice_email: email(A.invoiceEmailRequired).optional(),
    agreed_at: termsAnswer.optional(),
    disagreed_at: termsAnswer.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.agreed_at !== undefined && body.disagreed_at !== undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: A.termsBoth });
    }
  });
export type AccountUpdateBody = z.input<typeof accountUpdateBody>;

/** The invoice-email form (required; Save disabled while unchanged). */
export const invoiceEmailForm = z.object({ invoice_email: email(A.invoiceEmailRequired) });

/** `PATCH me/user/`: a new email, confirmed with the current password. */
export const userEmailUpdateBody = z
  .object({ email: email(coreMessages.auth.emailRequired), password: currentPassword })
  .strict();

/** `POST me/account/deactivate/`: the current password confirms it. */
export const deactivateBody = z.object({ password: currentPassword }).strict();
