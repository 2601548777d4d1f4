import { can } from '@kazi/shared/auth/permissions';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Button } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useUser } from '@/features/auth/api/use-user.ts';
import { PayoutsFromHoursDialog } from './PayoutsFromHoursDialog.tsx';

const M = invoicesMessages.invoices.payoutsFromHours;

/** 'Create payouts' in a project's Payments header (ADR 036): only for those who create payouts. */
export function PayoutsFromHoursButton({ projectId }: { projectId: number }) {
  const user = useUser();
  const [opened, setOpened] = useState(false);
  if (!can(user, 'invoices.create')) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        {M.action}
      </Button>
      {opened ? <PayoutsFromHoursDialog projectId={projectId} onClose={() => setOpened(false)} /> : null}
    </>
  );
}
