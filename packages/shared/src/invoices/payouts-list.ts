/**
 * The payouts list's DTOs (ADR 033): its filters, a row per batch with its payouts as lines, and
 * the platform bar's totals. A payout is an invoice of type purchase (`invoiceSchema`).
 */
import { z } from 'zod';
import { paginated } from '../api/pagination.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { PAYMENT_PLATFORMS } from './rules.ts';
import { invoiceListQuery, invoiceSchema } from './schemas.ts';

const money = invoiceSchema.shape.total_amount;

/**
 * GET invoices/payouts/ (ADR 033): the payouts list's filters, the invoices list's without its
 * types (always purchase) and `issued` (a credit note's choice). `payment_method` is the platform bar's payout filter.
 */
export const payoutListQuery = invoiceListQuery.omit({ type: true, types: true, issued: true });
export type PayoutListQuery = z.infer<typeof payoutListQuery>;

/**
 * One payout as a line of the payouts list shows it: what the line's cells, its action menu and the
 * bulk bar read of the invoice (a row can hold dozens); the side panel loads the rest by id.
 */
const payoutLineSchema = invoiceSchema
  .pick({
    id: true,
    title: true,
    number: true,
    created_at: true,
    due_at: true,
    total_amount: true,
    currency: true,
    client: true,
    user: true,
    status: true,
    display_status: true,
    overdue: true,
    paid: true,
    finalized: true,
    archived: true,
    payment_platform: true,
    batch_ref: true,
    download_url: true,
    revision: true,
    abilities: true,
  })
  .extend({
    type: z.literal('purchase'),
    project: invoiceSchema.shape.project.pick({ id: true, title: true, archived: true }),
  });
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/**
 * One row of the payouts list (spec 001 §2 Payouts table): the payouts sharing a `batch_ref`, or
 * one payout without one; `subtotal` is their sum (in cents, EUR).
 */
const payoutGroupSchema = z.object({
  /** `batch_ref`, or `id:{id}` for a payout of its own. */
  key: z.string(),
  batch_ref: z.string().nullable(),
  subtotal: money,
  currency: z.enum(CURRENCIES),
  invoices: z.array(payoutLineSchema),
});
export type PayoutGroup = z.infer<typeof payoutGroupSchema>;
export const payoutListSchema = paginated(payoutGroupSchema);

/** GET invoices/platform-summary/ (spec 001 §3 Platform summary): the payouts list's filters. */
export const platformSummaryQuery = payoutListQuery.omit({ page: true, page_size: true });
export const platformSummarySchema = z.array(
  z.object({ payment_platform: z.enum(PAYMENT_PLATFORMS).nullable(), total_amount: money }),
);
export type PlatformSummary = z.infer<typeof platformSummarySchema>;
