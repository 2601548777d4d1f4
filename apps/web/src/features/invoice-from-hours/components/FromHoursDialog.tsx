import type { FromHoursMonth } from '@kazi/shared/invoices/from-hours';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { displayAmount } from '@kazi/shared/money/display';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { fromHoursQuery, useCreateFromHours } from '../api/from-hours.ts';
import { FromHoursMonths } from './FromHoursMonths.tsx';

const M = invoicesMessages.invoices.fromHours;

/**
 * The approved months of the project and the invoices they went into; a month not (fully)
 * invoiced has a button that, once confirmed, creates its draft. A refusal (409: invoiced
 * meanwhile, no longer approved) opens an error dialog with the server's reason.
 */
export function FromHoursDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  // Months are approved and invoiced by others meanwhile: read them afresh each time the dialog opens.
  const months = useQuery({ ...fromHoursQuery(projectId), refetchOnMount: 'always' });
  const create = useCreateFromHours(projectId);
  const [asking, setAsking] = useState<FromHoursMonth | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const currency = months.data?.currency ?? 'EUR';

  const confirm = async () => {
    if (!asking) return;
    setDone(null);
    try {
      await create.mutateAsync(asking.month);
      setDone(monthLabel(asking.month));
      setAsking(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setAsking(null);
        setRefusal(error.message);
      }
    }
  };

  return (
    <>
      <Modal
        opened={!asking && !refusal}
        onClose={onClose}
        title={M.dialogTitle}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': M.close }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {M.intro}
          </Text>
          {done ? (
            <Alert
              role="status"
              color="kazi"
              variant="light"
              icon={<IconCircleCheck size={20} aria-hidden="true" />}
            >
              {format(M.createdFor, { month: done })}
            </Alert>
          ) : null}
          {months.isError ? (
            <ErrorState
              error={months.error}
              onRetry={() => void months.refetch()}
              retrying={months.isFetching}
            />
          ) : months.isPending ? (
            <Stack gap="xs" aria-busy="true" aria-label={coreMessages.generic.loading}>
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} h={36} />
              ))}
            </Stack>
          ) : months.data.months.length === 0 ? (
            <Text size="sm">{M.empty}</Text>
          ) : (
            <FromHoursMonths months={months.data.months} currency={currency} onCreate={setAsking} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {M.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={asking !== null}
        title={M.confirmTitle}
        message={
          asking
            ? format(M.confirm, {
                amount: displayAmount(asking.to_invoice, currency),
                month: monthLabel(asking.month),
              })
            : ''
        }
        confirmLabel={M.create}
        cancelLabel={invoicesMessages.invoices.confirm.cancel}
        loading={create.isPending}
        error={
          create.isError && !(create.error instanceof ApiError && create.error.status === 409)
            ? errorMessage(create.error)
            : null
        }
        onConfirm={() => void confirm()}
        onCancel={() => {
          create.reset();
          setAsking(null);
        }}
      />
      <Modal
        opened={refusal !== null}
        onClose={() => setRefusal(null)}
        title={M.errorTitle}
        centered
        closeButtonProps={{ 'aria-label': M.close }}
      >
        <Stack gap="md">
          <Alert role="alert" color="red" variant="light">
            {refusal}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={() => setRefusal(null)} data-autofocus>
              {M.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
