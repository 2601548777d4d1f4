import type { PayoutMonth } from '@kazi/shared/invoices/payouts-from-hours';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { displayAmount } from '@kazi/shared/money/display';
import { monthLabel } from '@kazi/shared/timesheets/rules';
import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { payoutsFromHoursQuery, useCreatePayoutsFromHours } from '../api/payouts-from-hours.ts';

const M = invoicesMessages.invoices.payoutsFromHours;
const H = invoicesMessages.invoices.fromHours;

/**
 * The project's approved months with their payouts (EUR); a month not paid out yet has a button
 * that, once confirmed, creates its draft payouts. The margin shows only when the server sends it.
 */
export function PayoutsFromHoursDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const months = useQuery({ ...payoutsFromHoursQuery(projectId), refetchOnMount: 'always' });
  const create = useCreatePayoutsFromHours(projectId);
  const [asking, setAsking] = useState<PayoutMonth | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const withMargin = months.data?.months.some((month) => month.margin) ?? false;

  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    try {
      await create.mutateAsync(asking.month);
      setDone(monthLabel(asking.month));
    } catch (error) {
      setFailure(errorMessage(error));
    }
    setAsking(null);
  };

  return (
    <>
      <Modal
        opened={!asking}
        onClose={onClose}
        title={M.dialogTitle}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': H.close }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {M.intro}
          </Text>
          {done ? (
            <Alert role="status" color="kazi" variant="light">
              {format(M.created, { month: done })}
            </Alert>
          ) : null}
          {failure ? (
            <Alert role="alert" color="red" variant="light" title={M.errorTitle}>
              {failure}
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
            <Text size="sm">{H.empty}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{H.month}</Table.Th>
                    <Table.Th>{H.hours}</Table.Th>
                    <Table.Th>{M.payouts}</Table.Th>
                    {withMargin ? <Table.Th>{M.margin}</Table.Th> : null}
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {months.data.months.map((month) => (
                    <Table.Tr key={month.month} data-month={month.month}>
                      <Table.Td>{monthLabel(month.month)}</Table.Td>
                      <Table.Td>{month.hours}</Table.Td>
                      <Table.Td>{displayAmount(month.amount, 'EUR')}</Table.Td>
                      {withMargin ? (
                        <Table.Td>
                          {month.margin?.map((line) => (
                            <Text key={line.currency} size="sm" title={M.marginHint}>
                              {displayAmount(line.margin, line.currency)}
                            </Text>
                          ))}
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        {month.can_create ? (
                          <Button
                            size="xs"
                            onClick={() => setAsking(month)}
                            aria-label={format(M.createFor, { month: monthLabel(month.month) })}
                          >
                            {M.action}
                          </Button>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {M.paidOutIn}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {H.close}
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
                amount: displayAmount(asking.to_pay_out, 'EUR'),
                month: monthLabel(asking.month),
              })
            : ''
        }
        confirmLabel={M.action}
        cancelLabel={invoicesMessages.invoices.confirm.cancel}
        loading={create.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
