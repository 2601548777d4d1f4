import type { InvoiceBilling } from '@kazi/shared/invoices/billing';
import type { Config } from '../../config.ts';

/**
 * What the PDF prints of the billing details frozen when the invoice was generated (the shared
 * `InvoiceBilling`; its VAT is read from the invoice's own columns). Read defensively, since it is
 * a stored JSON value.
 */
export type PrintedBilling = Pick<InvoiceBilling, 'seller' | 'client'>;

/** The client's company as the invoice prints it (null fields: not filled in). */
export interface BillingCompany {
  name: string | null;
  street: string | null;
  plotNumber: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  vatNumber: string | null;
}

const joined = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

/**
 * The billing details as they are now: the configured seller and the client's company (its name,
 * else `clientName`). For an invoice generated without a frozen copy.
 */
export function currentBilling(
  invoicing: Config['invoicing'],
  company: BillingCompany | null,
  clientName: string,
): PrintedBilling {
  const { seller } = invoicing;
  return {
    seller: { name: seller.name, address: seller.address, vat_number: seller.vatNumber, bank: seller.bank },
    client: {
      name: company?.name?.trim() || clientName,
      address: joined(
        [
          joined([company?.street, company?.plotNumber], ' '),
          joined([company?.postalCode, company?.city], ' '),
        ],
        ', ',
      ),
      country: company?.country?.trim().toUpperCase() || null,
      vat_number: company?.vatNumber?.trim() || null,
    },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || value === undefined || isText(value);

function isPrintedBilling(value: unknown): value is PrintedBilling {
  const billing = value as { seller?: Record<string, unknown>; client?: Record<string, unknown> } | null;
  const seller = billing?.seller;
  const client = billing?.client;
  return (
    Boolean(seller && client) &&
    [seller?.name, seller?.address, seller?.vat_number, seller?.bank, client?.name, client?.address].every(
      isText,
    ) &&
    isTextOrNull(client?.country) &&
    isTextOrNull(client?.vat_number)
  );
}

/** The frozen billing details, or `fallback()` when the invoice holds none (or none of this shape). */
export function frozenBilling(snapshot: unknown, fallback: () => PrintedBilling): PrintedBilling {
  return isPrintedBilling(snapshot) ? snapshot : fallback();
}
