import type { AdminUser } from '@kazi/shared/accounts/users';
import { Avatar, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@/lib/format/dates.ts';

interface UsersTableProps {
  users: AdminUser[] | null;
  active: boolean;
  onAction: (user: AdminUser) => void;
}

const columnsOf = (active: boolean) =>
  ['User', 'Role', 'Company', active ? 'Joined' : 'Deactivated on', 'Actions'] as const;

/** Active or deactivated users; `users` null draws skeleton rows. */
export function UsersTable({ users, active, onAction }: UsersTableProps) {
  const columns = columnsOf(active);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users === null
            ? Array.from({ length: 6 }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
                <Table.Tr key={n} aria-hidden="true">
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton h={14} w="70%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={user.avatar_url} alt="" radius="xl" size={32} name={user.display_name} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500}>
                          {user.display_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {user.email}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.role_label}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.company?.name ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{formatDate(active ? user.date_joined : user.deactivated_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {user.personal_data_purged ? (
                      <Badge color="gray" variant="light">
                        Data deleted
                      </Badge>
                    ) : active ? (
                      user.abilities.deactivate ? (
                        <Button size="xs" variant="light" color="red" onClick={() => onAction(user)}>
                          Deactivate user
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          You
                        </Text>
                      )
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onAction(user)}
                        disabled={!user.abilities.reactivate}
                      >
                        Reactivate user
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
