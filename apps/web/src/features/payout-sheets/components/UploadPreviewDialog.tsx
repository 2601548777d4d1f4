import type { UploadPreview } from '@kazi/shared/invoices/payout-sheets';
import { format } from '@kazi/shared/messages/format';
import { payoutSheetsMessages } from '@kazi/shared/messages/payout-sheets';
import { displayAmount } from '@kazi/shared/money/display';
import { Button, Group, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/ui/ErrorAlert.tsx';

const M = payoutSheetsMessages.payoutSheets;

/** Rows shown per table: a bank run of thousands is reviewed by its total and its exceptions' first rows. */
const SHOWN = 500;

function More({ total }: { total: number }) {
  return total > SHOWN ? (
    <Text size="xs" c="dimmed" mt={4}>
      {format(M.moreRows, { count: total - SHOWN })}
    </Text>
  ) : null;
}

interface UploadPreviewDialogProps {
  preview: UploadPreview | null;
  applying: boolean;
  error: string | null;
  onApply: () => void;
  onCancel: () => void;
}

/** What an uploaded sheet will change, for finance to confirm or cancel. */
export function UploadPreviewDialog({
  preview,
  applying,
  error,
  onApply,
  onCancel,
}: UploadPreviewDialogProps) {
  return (
    <Modal
      opened={preview !== null}
      onClose={onCancel}
      title={M.previewTitle}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': M.cancel }}
    >
      {preview ? (
        <Stack gap="md">
          <section aria-labelledby="payout-upload-to-pay">
            <Title order={3} size="h5" id="payout-upload-to-pay" mb="xs">
              {M.toPay}
            </Title>
            {preview.to_pay.length === 0 ? (
              <Text size="sm">{M.toPayEmpty}</Text>
            ) : (
              <>
                <ScrollArea.Autosize mah={240}>
                  <Table striped aria-labelledby="payout-upload-to-pay">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{M.row}</Table.Th>
                        <Table.Th>{M.reference}</Table.Th>
                        <Table.Th>{M.recipient}</Table.Th>
                        <Table.Th ta="right">{M.amount}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {preview.to_pay.slice(0, SHOWN).map((row) => (
                        <Table.Tr key={row.invoice_id}>
                          <Table.Td>{row.row}</Table.Td>
                          <Table.Td>{row.reference}</Table.Td>
                          <Table.Td>{row.recipient}</Table.Td>
                          <Table.Td ta="right">{displayAmount(row.amount, 'EUR')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
                <More total={preview.to_pay.length} />
                <Text size="sm" fw={600} mt="xs">
                  {format(M.toPayTotal, {
                    total: displayAmount(preview.to_pay_total, 'EUR'),
                    count: preview.to_pay_count,
                  })}
                </Text>
              </>
            )}
          </section>
          <section aria-labelledby="payout-upload-exceptions">
            <Title order={3} size="h5" id="payout-upload-exceptions" mb="xs">
              {M.exceptions}
            </Title>
            {preview.exceptions.length === 0 ? (
              <Text size="sm">{M.exceptionsEmpty}</Text>
            ) : (
              <ScrollArea.Autosize mah={240}>
                <Table striped aria-labelledby="payout-upload-exceptions">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{M.row}</Table.Th>
                      <Table.Th>{M.reference}</Table.Th>
                      <Table.Th>{M.reason}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.exceptions.slice(0, SHOWN).map((row) => (
                      <Table.Tr key={row.row}>
                        <Table.Td>{row.row}</Table.Td>
                        <Table.Td>{row.reference || '—'}</Table.Td>
                        <Table.Td>{row.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
            <More total={preview.exceptions.length} />
          </section>
          <ErrorAlert>{error}</ErrorAlert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {M.cancel}
            </Button>
            <Button onClick={onApply} loading={applying} disabled={preview.to_pay.length === 0}>
              {M.apply}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
