import { peopleMessages } from '@kazi/shared/messages/people';
import { PAYOUT_PROVIDER_LABELS } from '@kazi/shared/payouts/rules';
import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { useActivatePayoneer, usePaymentProviders } from '../api/payout-methods.ts';
import { AccountStatusBadge } from './AccountStatusBadge.tsx';

/**
 * A talent's payout methods for staff (read-only): numbers masked unless the viewer may see them
 * whole (pay admins); pay admins confirm pending Payoneer accounts here.
 */
export function PayoutMethodsSummary({ userId }: { userId: number }) {
  const providers = usePaymentProviders(userId);
  const activate = useActivatePayoneer();
  const accounts = providers.data?.payment_provider_accounts;
  return (
    <Card component="section" aria-labelledby="payout-summary-title">
      <Stack gap="md">
        <Title order={3} fz="lg" id="payout-summary-title">
          {peopleMessages.payouts.title}
        </Title>
        {providers.isError && !accounts ? (
          <ErrorState
            error={providers.error}
            onRetry={() => providers.refetch()}
            retrying={providers.isFetching}
          />
        ) : !accounts ? (
          <Skeleton h={60} aria-hidden="true" />
        ) : accounts.length === 0 ? (
          <Text c="dimmed">{peopleMessages.payouts.noMethods}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Method</Table.Th>
                  <Table.Th scope="col">Account</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.map((account) => (
                  <Table.Tr key={account.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {PAYOUT_PROVIDER_LABELS[account.payment_provider]}
                        </Text>
                        {account.is_default ? (
                          <Badge size="sm" color="kazi" variant="filled">
                            {peopleMessages.payouts.defaultBadge}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{account.account_name}</Text>
                      <Text size="sm" ff="monospace" data-testid="payout-account-label">
                        {account.account_label}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {account.abilities.activate ? (
                        <Button
                          size="xs"
                          variant="light"
                          loading={activate.isPending && activate.variables === account.id}
                          onClick={() =>
                            activate.mutate(account.id, {
                              onSuccess: () => notifySuccess(peopleMessages.payouts.payoneerActivated),
                            })
                          }
                        >
                          Confirm Payoneer account
                        </Button>
                      ) : (
                        <AccountStatusBadge status={account.status} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
