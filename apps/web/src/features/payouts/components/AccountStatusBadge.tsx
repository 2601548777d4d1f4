import { peopleMessages } from '@kazi/shared/messages/people';
import type { PayoutAccountStatus } from '@kazi/shared/payouts/rules';
import { Badge } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';

/** 'Connected' or 'Setup pending'; the amber label is darkened (light) or lightened (dark) to read 7:1 on its tint. */
export function AccountStatusBadge({ status }: { status: PayoutAccountStatus }) {
  const active = status === 'active';
  return (
    <Badge
      variant="light"
      color={active ? 'kazi' : 'yellow'}
      styles={active ? undefined : { label: { color: 'var(--kazi-text-warning)' } }}
      leftSection={
        active ? (
          <IconCircleCheck size={14} aria-hidden="true" />
        ) : (
          <IconClockHour4 size={14} aria-hidden="true" color="var(--kazi-text-warning)" />
        )
      }
    >
      {active ? peopleMessages.payouts.connected : peopleMessages.payouts.pending}
    </Badge>
  );
}
