import { can } from '@kazi/shared/auth/permissions';
import { format } from '@kazi/shared/messages';
import { shortlistMessages } from '@kazi/shared/messages/shortlist';
import { displayAmount } from '@kazi/shared/money/display';
import { Badge, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { NotFoundPage } from '@/features/not-found/NotFoundPage.tsx';
import { PayoutMethodsSummary } from '@/features/payouts/components/PayoutMethodsSummary.tsx';
import { ProfileTests, VettedBadge } from '@/features/tests/components/ProfileTests.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { devProfileQueryOptions } from '../api/talent-profiles.ts';
import { TalentProfileView } from '../components/TalentProfileView.tsx';

const S = shortlistMessages.shortlist;

/**
 * A talent's profile as staff see it: their payout rate (for those who see rates, as in the talent
 * pool) and payout methods for those who may see them.
 */
export function DeveloperProfilePage() {
  const user = useUser();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useQuery({ ...devProfileQueryOptions(id), enabled: valid });
  if (!valid || (profile.error instanceof ApiError && profile.error.status === 404)) return <NotFoundPage />;
  if (profile.isError && !profile.data) {
    return (
      <ErrorState error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
    );
  }
  if (!profile.data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Loading the profile">
        <Skeleton h={160} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  }
  const seesPayouts = user.id !== id && can(user, 'payout_methods.view_any');
  const rate = profile.data.payment_structure?.payout_rate;
  const badges = (
    <Group gap="xs">
      <VettedBadge vetted={profile.data.is_vetted} />
      {profile.data.payment_structure ? (
        <Badge variant="default">
          {`${S.columns.payoutRate}: ${rate ? format(S.perHour, { amount: displayAmount(rate, 'EUR') }) : '—'}`}
        </Badge>
      ) : null}
    </Group>
  );
  return (
    <TalentProfileView profile={profile.data} badges={badges}>
      <ProfileTests profile={profile.data} />
      {seesPayouts ? <PayoutMethodsSummary userId={id} /> : null}
    </TalentProfileView>
  );
}
