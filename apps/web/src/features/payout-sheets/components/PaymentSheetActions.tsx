import { PayoutSheetUpload } from './PayoutSheetUpload.tsx';
import { UnpaidPayoutsDownload } from './UnpaidPayoutsDownload.tsx';

/**
 * The payout sheets' controls side by side. They belong in the platform bar of /payments/out;
 * until that bar is merged they sit in the payments header for finance (ADR 035).
 */
export function PaymentSheetActions() {
  return (
    <>
      <UnpaidPayoutsDownload />
      <PayoutSheetUpload />
    </>
  );
}
