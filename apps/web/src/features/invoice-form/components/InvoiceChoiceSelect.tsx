import { type IncomingInvoiceType, isIssued } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { projectInvoicesQuery } from '../api/invoice-form.ts';

const M = invoicesMessages.invoices;

interface InvoiceChoiceSelectProps {
  label: string;
  projectId: number | null;
  types: readonly IncomingInvoiceType[];
  /** The invoice being edited, which cannot refer to itself. */
  exclude?: number | undefined;
  /** Only invoices the client has received (a credit note corrects one of those). */
  issuedOnly?: boolean;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** One of the project's invoices: the commitment a final invoice draws on, or the invoice a credit note corrects. */
export function InvoiceChoiceSelect({
  projectId,
  types,
  exclude,
  issuedOnly = false,
  value,
  onChange,
  ...props
}: InvoiceChoiceSelectProps) {
  const invoices = useQuery({
    ...projectInvoicesQuery(projectId ?? 0, types),
    enabled: projectId !== null,
  });
  const options = (invoices.data?.results ?? [])
    .filter((invoice) => invoice.id !== exclude)
    .filter(
      (invoice) =>
        !issuedOnly || isIssued({ finalized: invoice.finalized, lastSentAt: invoice.last_sent_at }),
    )
    .map((invoice) => ({
      value: String(invoice.id),
      label: `${invoice.number ?? M.notAvailable} · ${invoice.title}`,
    }));
  return (
    <Select
      {...props}
      searchable
      clearable={!props.required}
      disabled={projectId === null}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      nothingFoundMessage={invoices.isFetching ? undefined : M.search.noResults}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
