import { peopleMessages } from '@kazi/shared/messages/people';
import { PAYOUT_PROVIDER_LABELS, type PayoutProviderName } from '@kazi/shared/payouts/rules';
import type { PaymentProviderAccount } from '@kazi/shared/payouts/schemas';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingBank,
  IconDots,
  IconStar,
  IconSwitchHorizontal,
  IconWallet,
  IconWorld,
} from '@tabler/icons-react';
import { AccountStatusBadge } from './AccountStatusBadge.tsx';

const ICONS: Record<PayoutProviderName, typeof IconWallet> = {
  payoneer: IconWallet,
  wise: IconWorld,
  iban: IconBuildingBank,
};

interface ProviderCardProps {
  provider: PayoutProviderName;
  /** The account in use for this provider; undefined while loading, null when none. */
  account: PaymentProviderAccount | null | undefined;
  onConnect?: () => void;
  onMakeDefault?: () => void;
  onChange?: () => void;
}

/**
 * One provider: 'Connect' when not connected; 'Connected' with a menu ('Make default
 * method' unless it is the default, 'Change account') when it is; the default carries DEFAULT.
 */
export function ProviderCard({ provider, account, onConnect, onMakeDefault, onChange }: ProviderCardProps) {
  const label = PAYOUT_PROVIDER_LABELS[provider];
  const Icon = ICONS[provider];
  const titleId = `payout-${provider}-title`;
  const canDefault = Boolean(account?.abilities.make_default && onMakeDefault);
  const canChange = Boolean(account?.abilities.change && onChange);
  return (
    <Card component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
              <Icon size={22} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="lg" id={titleId}>
              {label}
            </Title>
          </Group>
          {account?.is_default ? (
            <Badge color="kazi" variant="filled" leftSection={<IconStar size={12} aria-hidden="true" />}>
              {peopleMessages.payouts.defaultBadge}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {peopleMessages.payouts.descriptions[provider]}
        </Text>
        {account === undefined ? (
          <Skeleton h={36} mt="auto" />
        ) : account ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {account.account_name}
            </Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {account.account_label}
            </Text>
            {account.status === 'pending' ? (
              <Text size="xs" c="dimmed">
                {peopleMessages.payouts.pendingHint}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {account === undefined ? null : (
          <Group justify="space-between" mt="auto" pt="xs">
            {account ? (
              <AccountStatusBadge status={account.status} />
            ) : onConnect ? (
              <Button onClick={onConnect} aria-label={`${peopleMessages.payouts.connect} ${label}`}>
                {peopleMessages.payouts.connect}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Not connected
              </Text>
            )}
            {canDefault || canChange ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`${label} options`}>
                    <IconDots size={18} aria-hidden="true" />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {canDefault ? (
                    <Menu.Item
                      leftSection={<IconStar size={16} aria-hidden="true" />}
                      onClick={onMakeDefault}
                    >
                      {peopleMessages.payouts.makeDefault}
                    </Menu.Item>
                  ) : null}
                  {canChange ? (
                    <Menu.Item
                      leftSection={<IconSwitchHorizontal size={16} aria-hidden="true" />}
                      onClick={onChange}
                    >
                      {peopleMessages.payouts.changeAccount}
                    </Menu.Item>
                  ) : null}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
