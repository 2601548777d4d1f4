import { ROLE_LABELS } from '@kazi/shared/auth/roles';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useUser } from '@/features/auth/api/use-user.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Who is signed in: avatar, name and role, in the top bar. */
export function UserBadge() {
  const user = useUser();
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={user.avatar_url} alt="" radius="xl" color="kazi" variant="filled" size={36}>
        {initials(user.display_name)}
      </Avatar>
      <Stack gap={0} visibleFrom="md" style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lh={1.3} truncate maw={180}>
          {user.display_name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3}>
          {ROLE_LABELS[user.role]}
        </Text>
      </Stack>
    </Group>
  );
}
