import { USERS_PAGE_SIZE } from '@kazi/shared/accounts/rules';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  type AccountType,
  type AdminUser,
} from '@kazi/shared/accounts/users';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Alert, Button, Card, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { TOAST_MS } from '@/lib/notify.ts';
import { useChangeUserStatus, useUsers } from '../api/users.ts';
import { UsersTable } from './UsersTable.tsx';

const U = peopleMessages.users;

/** The server's message after a status change, shown in an alert that closes after 5 s. */
function useStatusAlert() {
  const [alert, setAlert] = useState<{ message: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  return [alert, setAlert] as const;
}

/** Active or deactivated users: 20 a page, search, account type filter. */
export function UsersList({ active }: { active: boolean }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [accountType, setAccountType] = useState<AccountType>('all');
  const users = useUsers({ active, page, search: debounced, accountType });
  const change = useChangeUserStatus();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const [alert, setAlert] = useStatusAlert();
  const total = users.data ? Math.max(1, Math.ceil(users.data.count / USERS_PAGE_SIZE)) : 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at page 1.
  useEffect(() => setPage(1), [debounced, accountType]);

  const confirm = () => {
    if (!target) return;
    change.mutate(
      { id: target.id, action: active ? 'deactivate' : 'activate' },
      {
        onSuccess: ({ message }) => setAlert({ message, ok: true }),
        onError: (error) => setAlert({ message: errorMessage(error), ok: false }),
        onSettled: () => setTarget(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name, email or company"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Account type"
          data={ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] }))}
          value={accountType}
          onChange={(value) => setAccountType((value as AccountType | null) ?? 'all')}
          allowDeselect={false}
          style={{ flex: '0 1 240px' }}
        />
      </Group>
      {alert ? (
        <Alert
          role={alert.ok ? 'status' : 'alert'}
          color={alert.ok ? 'kazi' : 'red'}
          variant="light"
          withCloseButton
          onClose={() => setAlert(null)}
          closeButtonLabel="Dismiss"
        >
          {alert.message}
        </Alert>
      ) : null}
      {users.isError && !users.data ? (
        <Alert role="alert" color="red" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={500}>
              {U.listError}
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              onClick={() => users.refetch()}
              loading={users.isFetching}
            >
              {coreMessages.generic.retry}
            </Button>
          </Group>
        </Alert>
      ) : users.data && users.data.count === 0 ? (
        <Card>
          <EmptyState
            icon={<IconUsers size={28} stroke={1.6} aria-hidden="true" />}
            title={active ? U.noActive : U.noDeactivated}
          />
        </Card>
      ) : (
        <Card p={0} aria-busy={users.isFetching}>
          <UsersTable users={users.data?.results ?? null} active={active} onAction={setTarget} />
          {total > 1 ? (
            <Group
              justify="space-between"
              p="md"
              style={{ borderTop: '1px solid var(--kazi-border-subtle)' }}
            >
              <Text size="sm" c="dimmed">
                {users.data?.count} users · page {page} of {total}
              </Text>
              <PagePicker total={total} value={Math.min(page, total)} onChange={setPage} size="sm" />
            </Group>
          ) : null}
        </Card>
      )}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={active ? 'Deactivate user?' : 'Reactivate user?'}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            {target
              ? format(active ? U.deactivateConfirm : U.reactivateConfirm, { name: target.display_name })
              : ''}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setTarget(null)}>
              Cancel
            </Button>
            <Button color={active ? 'red.9' : undefined} loading={change.isPending} onClick={confirm}>
              {active ? 'Deactivate user' : 'Reactivate user'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
