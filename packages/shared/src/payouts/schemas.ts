import { z } from 'zod';
import { dbId, idParams } from '../api/ids.ts';
import { pageQuery } from '../api/pagination.ts';
import { peopleMessages } from '../messages/people.ts';
import { isValidIban, PAYOUT_ACCOUNT_STATUSES, PAYOUT_PROVIDERS } from './rules.ts';

const M = peopleMessages.payouts;

/** A person's name on an account: not blank ('Enter a valid name'). */
const name = z.string({ error: M.invalidName }).trim().min(1, M.invalidName).max(150, M.invalidName);
const email = z
  .string({ error: M.invalidEmail })
  .trim()
  .max(254, M.invalidEmail)
  .pipe(z.email({ error: M.invalidEmail }));
const iban = z
  .string({ error: M.invalidIban })
  .max(64, M.invalidIban)
  .refine((value) => isValidIban(value), M.invalidIban);

/** POST iban/ (IBAN form). */
export const ibanBody = z.object({ account_holder: name, iban_number: iban }).strict();
export type IbanBody = z.input<typeof ibanBody>;

/** POST wise/ (Wise form); only IBAN-type Wise recipients exist. */
export const wiseBody = z
  .object({
    email,
    iban,
    account_name: name,
    account_type: z.literal('Iban', { error: M.invalidChoice }).optional(),
  })
  .strict();
export type WiseBody = z.input<typeof wiseBody>;

/** An absolute http(s) address to come back to after the provider's setup. */
const nextUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, peopleMessages.experience.invalidLink);

/** POST payoneer/ (Payoneer form). */
export const payoneerBody = z
  .object({ payoneer_email: email, first_name: name, last_name: name, next_url: nextUrl.optional() })
  .strict();
export type PayoneerBody = z.input<typeof payoneerBody>;

/** PATCH payment-providers/{id}/: the only change is becoming the default. */
export const makeDefaultBody = z.object({ is_default: z.literal(true, { error: M.invalidChoice }) }).strict();
/** PATCH payoneer/{id}/ (pay admins): confirm a Payoneer account whose setup was checked. */
export const activatePayoneerBody = z
  .object({ status: z.literal('active', { error: M.invalidChoice }) })
  .strict();

export const payoutIdParams = idParams;

const pythonBool = z
  .enum(['True', 'False', 'true', 'false', '1', '0'], { error: M.invalidChoice })
  .transform((value) => value === 'True' || value === 'true' || value === '1');

/** GET iban/, wise/, payoneer/: the caller's own records; `is_active=True` leaves out old ones. */
export const payoutRecordsQuery = pageQuery.extend({ is_active: pythonBool.optional() });
/** GET payment-providers/: one's own, or `user` for people who may see others' methods. */
export const paymentProvidersQuery = z.object({
  user: dbId.optional(),
});

const recordBase = {
  id: z.number().int(),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  is_active: z.boolean(),
  is_default: z.boolean(),
  created_at: z.string(),
};

export const ibanRecordSchema = z.object({
  ...recordBase,
  account_holder: z.string(),
  iban_number: z.string(),
});
export type IbanRecord = z.infer<typeof ibanRecordSchema>;

export const wiseRecordSchema = z.object({
  ...recordBase,
  email: z.string(),
  iban: z.string(),
  account_name: z.string(),
  account_type: z.literal('Iban'),
});
export type WiseRecord = z.infer<typeof wiseRecordSchema>;

export const payoneerRecordSchema = z.object({
  ...recordBase,
  payoneer_email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type PayoneerRecord = z.infer<typeof payoneerRecordSchema>;

const providerSchema = z.enum(PAYOUT_PROVIDERS);

/**
 * One connected account (Payment provider account), with what identifies it:
 * `account_label` is the IBAN or the email, masked unless the viewer is its owner or a pay admin.
 */
export const paymentProviderAccountSchema = z.object({
  id: z.number().int(),
  payment_provider: providerSchema,
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  is_default: z.boolean(),
  account_name: z.string(),
  account_label: z.string(),
  masked: z.boolean(),
  created_at: z.string(),
  abilities: z.object({ make_default: z.boolean(), change: z.boolean(), activate: z.boolean() }),
});
export type PaymentProviderAccount = z.infer<typeof paymentProviderAccountSchema>;

const defaultAccountProviderSchema = z.object({
  id: z.number().int(),
  payment_provider: providerSchema,
  is_default: z.literal(true),
});

export const paymentProvidersSchema = z.object({
  payment_provider_accounts: z.array(paymentProviderAccountSchema),
  default_account_provider: defaultAccountProviderSchema.nullable(),
});
export type PaymentProviders = z.infer<typeof paymentProvidersSchema>;

export const ibanConnectedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ibanRecordSchema,
});
export const wiseConnectedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: wiseRecordSchema,
});
export const payoneerConnectSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  redirect_url: z.string().nullable(),
  data: payoneerRecordSchema,
});
export type PayoneerConnectResult = z.infer<typeof payoneerConnectSchema>;

export const makeDefaultResultSchema = z.object({
  message: z.string(),
  default_account_provider: defaultAccountProviderSchema,
});
