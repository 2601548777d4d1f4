import { can } from '@kazi/shared/auth/permissions';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Button } from '@mantine/core';
import { IconClockDollar } from '@tabler/icons-react';
import { useState } from 'react';
import { useUser } from '@/features/auth/api/use-user.ts';
import { FromHoursDialog } from './FromHoursDialog.tsx';

const M = invoicesMessages.invoices.fromHours;

/**
 * 'Create invoice from approved hours' in a project's Payments header: the project's approved
 * months, each turned into a draft sale invoice on request. Only for those who create invoices.
 */
export function FromHoursButton({ projectId }: { projectId: number }) {
  const user = useUser();
  const [opened, setOpened] = useState(false);
  if (!can(user, 'invoices.create')) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconClockDollar size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        {M.action}
      </Button>
      {opened ? <FromHoursDialog projectId={projectId} onClose={() => setOpened(false)} /> : null}
    </>
  );
}
