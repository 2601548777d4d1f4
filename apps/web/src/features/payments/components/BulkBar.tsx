import type { BulkAction } from '@kazi/shared/invoices/rules';
import { type Invoice, invoiceBulkRefusal } from '@kazi/shared/invoices/schemas';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Alert, Button, Card, Group, List, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useBulkInvoiceAction } from '../api/invoices.ts';

const M = invoicesMessages.invoices;
const B = M.bulk;

type Refusal = { id: number; title: string; reason: string }[];

/** The invoices a 409 refused, by title where the page has it, each with its reason. */
function refusalOf(error: unknown, invoices: readonly Pick<Invoice, 'id' | 'title'>[]): Refusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = invoiceBulkRefusal.safeParse(error.body);
  if (!body.success) return null;
  const titles = new Map(invoices.map((invoice) => [invoice.id, invoice.title]));
  return body.data.refused.map(({ id, reason }) => ({ id, title: titles.get(id) ?? `#${id}`, reason }));
}

/** The revision each selected invoice had as the page read it: one changed since refuses the action. */
function revisionsOf(selected: readonly number[], invoices: readonly Pick<Invoice, 'id' | 'revision'>[]) {
  const chosen = new Set(selected);
  return Object.fromEntries(
    invoices.filter((invoice) => chosen.has(invoice.id)).map((invoice) => [invoice.id, invoice.revision]),
  );
}

interface BulkBarProps {
  /** The actions this person may take in bulk (list-params/bulkActionsFor). */
  actions: readonly BulkAction[];
  selected: readonly number[];
  /** The page's invoices: each is acted on as read (its revision), a refused one named by its title. */
  invoices: readonly Pick<Invoice, 'id' | 'title' | 'revision'>[];
  onDone: () => void;
}

/**
 * Finance's bulk actions on the selected invoices (spec 001 §4): approve, mark as paid, send
 * reminders, archive, delete or generate, after a confirmation; all of them or, when any refuses,
 * none, with each refused invoice and its reason.
 */
export function BulkBar({ actions, selected, invoices, onDone }: BulkBarProps) {
  const [action, setAction] = useState<BulkAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<Refusal | null>(null);
  const bulk = useBulkInvoiceAction();

  // Awaited rather than mutate's callbacks: the list refetched after the action may no longer offer
  // the invoices it acted on, which unmounts this bar, and mutate's callbacks never fire once it is.
  const confirm = async () => {
    if (!action) return;
    try {
      await bulk.mutateAsync({ ids: [...selected], action, revisions: revisionsOf(selected, invoices) });
    } catch (error) {
      const refusal = refusalOf(error, invoices);
      if (!refusal) return;
      setRefused(refusal);
      setConfirming(false);
      return;
    }
    notifySuccess(M.bulkSuccess[action]);
    setConfirming(false);
    setRefused(null);
    setAction(null);
    onDone();
  };

  return (
    <Card p="sm" withBorder bg="var(--kazi-surface-muted)">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Text size="sm" fw={600} role="status" style={{ alignSelf: 'center' }}>
          {format(B.selected, { count: selected.length })}
        </Text>
        <Select
          label={B.label}
          placeholder={B.placeholder}
          size="sm"
          w={240}
          data={actions.map((value) => ({ value, label: M.actions[value] }))}
          value={action}
          onChange={(value) => setAction(value as BulkAction | null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          size="sm"
          disabled={!action}
          onClick={() => {
            bulk.reset();
            setConfirming(true);
          }}
        >
          {B.apply}
        </Button>
        <Button size="sm" variant="subtle" onClick={onDone}>
          {B.clear}
        </Button>
      </Group>
      {refused ? (
        <Alert
          mt="sm"
          role="alert"
          color="red"
          variant="light"
          title={B.refusedTitle}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setRefused(null)}
        >
          <Text size="sm" mb="xs">
            {format(M.errors.bulkRefused, { count: refused.length })}
          </Text>
          <List size="sm" spacing={4}>
            {refused.map((item) => (
              <List.Item key={item.id}>
                <Text span size="sm" fw={600}>
                  {item.title}
                </Text>
                : {item.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <ConfirmModal
        opened={confirming && action !== null}
        title={M.confirm.title}
        message={action ? format(M.confirm.bulk, { action: B.verbs[action], count: selected.length }) : ''}
        confirmLabel={M.confirm.yes}
        cancelLabel={M.confirm.cancel}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        loading={bulk.isPending}
        color={action === 'delete' ? 'red.9' : undefined}
        error={bulk.isError && !refusalOf(bulk.error, invoices) ? errorMessage(bulk.error) : null}
      />
    </Card>
  );
}
