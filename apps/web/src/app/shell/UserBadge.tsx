import { ROLE_LABELS } from '@kazi/shared/auth/roles';
import { coreMessages } from '@kazi/shared/messages/core';
import { Avatar, Group, Stack, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useUser } from '@/features/auth/api/use-user.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

type UserBadgeProps = UnstyledButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof UnstyledButtonProps>;

/**
 * Who is signed in (avatar, name and role) in the top bar: the button of the user menu. Menu.Target
 * passes its ref and handlers through.
 */
export function UserBadge(props: UserBadgeProps) {
  const user = useUser();
  return (
    <UnstyledButton
      aria-label={coreMessages.appearance.userMenu}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      {...props}
    >
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
    </UnstyledButton>
  );
}
