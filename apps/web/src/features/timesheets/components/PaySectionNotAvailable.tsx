import { coreMessages } from '@kazi/shared/messages/core';
import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { Card, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { EmptyState } from '@/components/ui/EmptyState.tsx';

/** Payments and Payouts of a project: their routes work; the payments issues fill them. */
export function PaySectionNotAvailable({ title }: { title: string }) {
  return (
    <Card component="section" aria-labelledby="pay-section-title">
      <Title order={2} fz="lg" id="pay-section-title">
        {title}
      </Title>
      <EmptyState
        icon={<IconBarrierBlock size={28} stroke={1.6} aria-hidden="true" />}
        title={timesheetsMessages.timesheets.notAvailableYet}
        description={coreMessages.generic.notAvailableYetDetail}
      />
    </Card>
  );
}
