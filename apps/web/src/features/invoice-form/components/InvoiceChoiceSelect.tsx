import type { IncomingInvoiceType } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { projectInvoicesQuery } from '../api/invoice-form.ts';
import { choiceFeedback, useSearchedChoice } from './searched-choice.ts';

const M = invoicesMessages.invoices;

/** An invoice as a choice names it: its number and title. */
interface InvoiceChoice {
  id: number;
  number: string | null;
  title: string;
}

const optionOf = (invoice: InvoiceChoice) => ({
  value: String(invoice.id),
  label: `${invoice.number ?? M.notAvailable} · ${invoice.title}`,
});

interface InvoiceChoiceSelectProps {
  label: string;
  projectId: number | null;
  types: readonly IncomingInvoiceType[];
  /** The invoice being edited, which cannot refer to itself. */
  exclude?: number | undefined;
  /** Only invoices the client has received (a credit note corrects one of those). */
  issuedOnly?: boolean;
  /** The edited invoice's current choice, shown whether or not a search finds it. */
  current?: InvoiceChoice | null | undefined;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/**
 * One of the project's invoices: the commitment a final invoice draws on, or the invoice a credit
 * note corrects. The newest come first; typing searches all of the project's by number or title.
 */
export function InvoiceChoiceSelect({
  projectId,
  types,
  exclude,
  issuedOnly = false,
  current,
  value,
  onChange,
  ...props
}: InvoiceChoiceSelectProps) {
  const choice = useSearchedChoice(value, onChange, current ? optionOf(current) : null);
  const invoices = useQuery({
    ...projectInvoicesQuery(projectId ?? 0, types, choice.term, issuedOnly),
    enabled: projectId !== null,
  });
  const options = choice.withChosen(
    (invoices.data?.results ?? []).filter((invoice) => invoice.id !== exclude).map(optionOf),
  );
  return (
    <Select
      {...props}
      {...choice.selectProps}
      clearable={!props.required}
      disabled={projectId === null}
      data={options}
      {...choiceFeedback(invoices, props.error)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
