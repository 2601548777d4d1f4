import { z } from 'zod';
import type { Permission } from '../auth/permissions.ts';
import { format } from '../messages/format.ts';
import { invoicesMessages } from '../messages/invoices.ts';
import { wholeDayRange } from './date-range.ts';
import { INCOMING_FILTERS, type IncomingFilter } from './rules.ts';
import { invoiceListQuery } from './schemas.ts';

const X = invoicesMessages.invoices.export;

/** What an export lists (spec 001 §7 Export CSV): `sale`, the incoming types; `purchase`, payouts. */
const EXPORT_SIDES = ['sale', 'purchase'] as const;
export type ExportSide = (typeof EXPORT_SIDES)[number];

/** Who exports each side: admins and finance the payments, finance (and admins) the payouts. */
export const EXPORT_PERMISSION: Record<ExportSide, Permission> = {
  sale: 'payments.export',
  purchase: 'payouts.export',
};

const range = wholeDayRange('start', 'end');

/**
 * GET invoices/export/ (spec 001 §5, §7): invoices dated from `start` to `end` (whole days, both
 * required, the start not after the end, none after 31 Dec 2099) of one side (`type`), with the
 * list's filters (`types` narrows the side); `filter` is the list's filter code, which names the
 * file only.
 */
export const invoiceExportQuery = invoiceListQuery
  .omit({ page: true, page_size: true, type: true, show_all: true })
  .extend({
    ...range.shape,
    type: z.enum(EXPORT_SIDES).default('sale'),
    filter: z.enum(INCOMING_FILTERS).default('all'),
  })
  .refine(...range.refine);
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuery>;

/** The file's name (spec 001 §2 Header): the filter code upper-cased, 'ALL Payments.csv', 'PENDING Payouts.csv'. */
export function exportFileName(side: ExportSide, filter: IncomingFilter): string {
  return format(X.fileName, { code: filter.toUpperCase(), list: X.lists[side] });
}

/**
 * export/'s query for a list as it is shown: the list's own query without its page, its one
 * `type` as `types` (export/'s `type` is the side), the range's days and the filter code.
 */
export function exportQueryOf(
  side: ExportSide,
  filter: IncomingFilter,
  listQuery: Record<string, string | number>,
  days: { from: string; to: string },
): Record<string, string> {
  const { page: _page, page_size: _size, type, ...filters } = listQuery;
  return {
    ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)])),
    ...(type === undefined ? {} : { types: String(type) }),
    type: side,
    filter,
    start: days.from,
    end: days.to,
  };
}
