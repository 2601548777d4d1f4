import { ROLE_LABELS } from '@kazi/shared/auth/roles';
import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { PageHeader } from '@/components/ui/PageHeader.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { formatDateOrdinal } from '@/lib/format/dates.ts';
import { DashboardGrid } from '../components/DashboardGrid.tsx';

/** `/dashboard` for every role: a greeting, then the registered cards. */
export function DashboardPage() {
  const user = useUser();
  return (
    <>
      <PageHeader
        title={format(coreMessages.dashboard.greeting, { name: user.short_name })}
        description={`${ROLE_LABELS[user.role]} · ${formatDateOrdinal(new Date())}`}
      />
      <DashboardGrid />
    </>
  );
}
