import { can } from '@kazi/shared/auth/permissions';
import { Navigate, useParams } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { PayoutSheetActions } from '@/features/payout-sheets/components/PayoutSheetActions.tsx';
import { paths } from '@/lib/paths.ts';
import { PayoutsList } from '../components/PayoutsList.tsx';
import { allowedPayoutFilter } from '../list-params.ts';

/**
 * /payments/out/{filter}: every payout the person may see. An unknown filter, or one they may not
 * open, leads to /payments/out/all; people without payouts (clients) go to their payments.
 */
export function OutgoingPayoutsPage() {
  const user = useUser();
  const filter = allowedPayoutFilter(user, useParams().filter);
  if (!can(user, 'payouts.view')) return <Navigate to={`${paths.paymentsIn}/all`} replace />;
  if (!filter) return <Navigate to={`${paths.paymentsOut}/all`} replace />;
  return (
    <PayoutsList
      filter={filter}
      pathOf={(next) => `${paths.paymentsOut}/${next}`}
      project={null}
      sheets={can(user, 'payouts.export') ? <PayoutSheetActions /> : null}
    />
  );
}
