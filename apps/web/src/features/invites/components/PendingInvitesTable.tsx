import type { Invite } from '@kazi/shared/invites/schemas';
import { format } from '@kazi/shared/messages/format';
import { peopleMessages } from '@kazi/shared/messages/people';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconMailForward, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useDeleteInvite, usePendingInvites, useResendInvite } from '../api/invites.ts';

const I = peopleMessages.invites;
const COLUMNS = ['Sent On', 'User', 'Email', 'Role', 'Actions'] as const;

function Row({ invite, onDelete }: { invite: Invite; onDelete: (invite: Invite) => void }) {
  const resend = useResendInvite();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(invite.resent_at ?? invite.created_at)}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {invite.display_name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{invite.email}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{invite.display_type}</Text>
          {invite.expired ? (
            <Badge color="var(--kazi-text-danger)" variant="outline" style={{ flexShrink: 0 }}>
              {I.expired}
            </Badge>
          ) : invite.resent ? (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              Resent
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMailForward size={14} aria-hidden="true" />}
            loading={resend.isPending}
            onClick={() => resend.mutate(invite, { onSuccess: () => notifySuccess(I.sent) })}
            aria-label={`Resend the invitation to ${invite.email}`}
          >
            Resend
          </Button>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(invite)}
              aria-label={`Delete the invitation to ${invite.email}`}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Pending invitations: Sent On, User, Email, Role, Actions (Resend, delete). */
export function PendingInvitesTable() {
  const invites = usePendingInvites();
  const remove = useDeleteInvite();
  const [deleting, setDeleting] = useState<Invite | null>(null);
  const rows = invites.data?.pages.flatMap((page) => page.results) ?? null;

  if (invites.isError && !invites.data) {
    return (
      <ErrorState error={invites.error} onRetry={() => invites.refetch()} retrying={invites.isFetching} />
    );
  }
  if (rows && rows.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<IconUserPlus size={28} stroke={1.6} aria-hidden="true" />}
          title={I.empty}
          description={I.emptyDetail}
        />
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Card p={0} aria-busy={invites.isFetching}>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows === null
                ? Array.from({ length: 4 }, (_, n) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                    <Table.Tr key={n} aria-hidden="true">
                      {COLUMNS.map((column) => (
                        <Table.Td key={column}>
                          <Skeleton h={14} w="70%" />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : rows.map((invite) => <Row key={invite.id} invite={invite} onDelete={setDeleting} />)}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {invites.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => invites.fetchNextPage()}
            loading={invites.isFetchingNextPage}
          >
            Load more
          </Button>
        </Group>
      ) : null}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete invitation?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">{deleting ? format(I.deleteConfirm, { email: deleting.email }) : ''}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                    notifySuccess(I.deleted);
                  },
                })
              }
            >
              Delete invitation
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
