import { can } from '@kazi/shared/auth/permissions';
import type { OutboxMail } from '@kazi/shared/mail/schemas';
import { coreMessages } from '@kazi/shared/messages/core';
import { Card, Group, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useSidePanel } from '@/app/shell/side-panel.tsx';
import { AccessDenied } from '@/components/ui/AccessDenied.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { PageHeader } from '@/components/ui/PageHeader.tsx';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { OUTBOX_PAGE_SIZE, useOutboxPage } from '../api/outbox.ts';
import { MailDetail } from '../components/MailDetail.tsx';
import { OutboxTable } from '../components/OutboxTable.tsx';

function OutboxList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const outbox = useOutboxPage(page);
  const panel = useSidePanel();
  const total = outbox.data ? Math.max(1, Math.ceil(outbox.data.count / OUTBOX_PAGE_SIZE)) : 1;

  const open = (mail: OutboxMail) => panel.open({ title: mail.subject, body: <MailDetail mail={mail} /> });
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  const count = outbox.data?.count;
  return (
    <>
      <PageHeader
        title={coreMessages.mail.outboxTitle}
        description={
          count === undefined
            ? coreMessages.mail.outboxDescription
            : `${coreMessages.mail.outboxDescription} ${count} in total.`
        }
      />
      {outbox.isError && !outbox.data ? (
        <ErrorState error={outbox.error} onRetry={() => outbox.refetch()} retrying={outbox.isFetching} />
      ) : outbox.data && outbox.data.count === 0 ? (
        <Card>
          <EmptyState
            icon={<IconMailOff size={28} stroke={1.6} aria-hidden="true" />}
            title={coreMessages.mail.outboxEmpty}
            description={coreMessages.mail.outboxEmptyDetail}
          />
        </Card>
      ) : (
        <Card p={0} aria-busy={outbox.isFetching}>
          <OutboxTable mails={outbox.data?.results ?? null} onOpen={open} />
          {total > 1 ? (
            <Group
              justify="space-between"
              p="md"
              style={{ borderTop: '1px solid var(--kazi-border-subtle)' }}
            >
              <Text size="sm" c="dimmed">
                Page {page} of {total}
              </Text>
              <PagePicker total={total} value={Math.min(page, total)} onChange={goTo} size="sm" />
            </Group>
          ) : null}
        </Card>
      )}
    </>
  );
}

/** `/outbox`: the platform's mail log, for people with `mail.view_outbox` (admins). */
export function OutboxPage() {
  const user = useUser();
  if (!can(user, 'mail.view_outbox')) return <AccessDenied />;
  return <OutboxList />;
}
