import { can } from '@kazi/shared/auth/permissions';
import { peopleMessages } from '@kazi/shared/messages/people';
import { Skeleton } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { AccessDenied } from '@/components/ui/AccessDenied.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useWebConfig } from '@/features/referral/api/web-config.ts';
import { FramedPage } from '@/features/referral/components/FramedPage.tsx';

/** Community Guide: the configured guide in a frame; hidden from clients. */
export function CommunityPage() {
  const user = useUser();
  const config = useWebConfig();
  if (!can(user, 'community.view')) return <AccessDenied />;
  if (config.isPending) return <Skeleton h={700} radius="lg" aria-label="Loading" />;
  if (config.isError)
    return <ErrorState error={config.error} onRetry={() => config.refetch()} retrying={config.isFetching} />;
  const url = config.data.community_guide_url;
  if (!url) {
    return (
      <EmptyState
        icon={<IconBook2 size={28} stroke={1.6} aria-hidden="true" />}
        title={peopleMessages.community.notConfiguredTitle}
        description={peopleMessages.community.notConfiguredDetail}
      />
    );
  }
  return <FramedPage src={url} title="Kazi community guide" height="max(700px, calc(100dvh - 160px))" />;
}
