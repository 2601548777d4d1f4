import { can } from '@kazi/shared/auth/permissions';
import { peopleMessages } from '@kazi/shared/messages/people';
import { referralFrameUrl } from '@kazi/shared/web-config/schemas';
import { Card, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { AccessDenied } from '@/components/ui/AccessDenied.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useProfile } from '@/features/profile-details/api/profile.ts';
import { useWebConfig } from '../api/web-config.ts';
import { FramedPage } from '../components/FramedPage.tsx';
import { ReferralCode } from '../components/ReferralCode.tsx';

/** The referral frame is 700 px high. */
const REFERRAL_FRAME_HEIGHT = 700;

/**
 * Refer and Earn: the programme page framed with the talent's referral code, or the
 * generic programme page without one. Without a configured page: the code and what to do with it.
 */
export function ReferralPage() {
  const user = useUser();
  const allowed = can(user, 'referral.view');
  const config = useWebConfig();
  const profile = useProfile();
  if (!allowed) return <AccessDenied />;
  if (config.isPending || profile.isPending)
    return <Skeleton h={REFERRAL_FRAME_HEIGHT} radius="lg" aria-label="Loading" />;
  if (config.isError)
    return <ErrorState error={config.error} onRetry={() => config.refetch()} retrying={config.isFetching} />;
  const code = profile.data?.referral_details?.referral_code ?? null;
  const base = config.data.referral_url;
  if (!base) {
    return (
      <Card maw={640} mx="auto" mt={{ base: 'md', sm: 'xl' }} p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconGift size={28} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            {peopleMessages.referral.notConfiguredTitle}
          </Title>
          <Text c="dimmed" maw={480}>
            {peopleMessages.referral.notConfiguredDetail}
          </Text>
          {code ? <ReferralCode code={code} /> : null}
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      {code ? <ReferralCode code={code} /> : null}
      <FramedPage
        src={referralFrameUrl(base, code)}
        title="Kazi referral programme"
        height={REFERRAL_FRAME_HEIGHT}
      />
    </Stack>
  );
}
