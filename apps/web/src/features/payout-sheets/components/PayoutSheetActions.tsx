import { can } from '@kazi/shared/auth/permissions';
import { useUser } from '@/features/auth/api/use-user.ts';
import { PayoutSheetUpload } from './PayoutSheetUpload.tsx';
import { UnpaidPayoutsDownload } from './UnpaidPayoutsDownload.tsx';

/**
 * The payout sheets' controls side by side, for finance (`payouts.export`); the download holds
 * full IBANs and is for those who see them (`payout_methods.view_full`). They sit in the platform
 * bar of /payments/out (ADR 035).
 */
export function PayoutSheetActions() {
  const user = useUser();
  return (
    <>
      {can(user, 'payout_methods.view_full') ? <UnpaidPayoutsDownload /> : null}
      <PayoutSheetUpload />
    </>
  );
}
