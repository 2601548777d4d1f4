import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { useAccount } from '@/features/account/api/account.ts';
import { ChangeEmailForm } from '@/features/account/components/ChangeEmailForm.tsx';
import { ChangePasswordForm } from '@/features/account/components/ChangePasswordForm.tsx';
import { DeactivateAccountCard } from '@/features/account/components/DeactivateAccountCard.tsx';
import { InvoiceEmailForm } from '@/features/account/components/InvoiceEmailForm.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { ActiveSessionsCard } from '@/features/sessions/components/ActiveSessionsCard.tsx';
import { TwoFactorCard } from '@/features/two-factor/components/TwoFactorCard.tsx';

/**
 * `/settings/account`: admin invoice email, change password, change email, two-factor
 * sign-in and active sessions (ADR 019), deactivate.
 */
export default function AccountTab() {
  const user = useUser();
  const account = useAccount();
  return (
    <Stack gap="lg" maw={720}>
      {account.isPending ? (
        <Skeleton h={160} radius="lg" aria-label="Loading" />
      ) : account.isError ? (
        <ErrorState error={account.error} onRetry={() => account.refetch()} retrying={account.isFetching} />
      ) : account.data.can_set_invoice_email ? (
        <InvoiceEmailForm current={account.data.invoice_email} />
      ) : null}
      <ChangePasswordForm />
      <ChangeEmailForm key={user.email} current={user.email} />
      <TwoFactorCard />
      <ActiveSessionsCard />
      <DeactivateAccountCard />
    </Stack>
  );
}
