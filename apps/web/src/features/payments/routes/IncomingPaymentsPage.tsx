import { can } from '@kazi/shared/auth/permissions';
import { Navigate, useParams } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { PaymentSheetActions } from '@/features/payout-sheets/components/PaymentSheetActions.tsx';
import { paths } from '@/lib/paths.ts';
import { PaymentsList } from '../components/PaymentsList.tsx';
import { allowedFilter } from '../list-params.ts';

/**
 * /payments/in/{filter}: every incoming payment the person may see. An unknown filter, or one
 * they may not open, leads to /payments/in/all; people without incoming payments (developers) go
 * to their payouts.
 */
export function IncomingPaymentsPage() {
  const user = useUser();
  const filter = allowedFilter(user, useParams().filter);
  if (!can(user, 'payments.view_incoming')) return <Navigate to={`${paths.paymentsOut}/all`} replace />;
  if (!filter) return <Navigate to={`${paths.paymentsIn}/all`} replace />;
  return (
    <PaymentsList
      filter={filter}
      pathOf={(next) => `${paths.paymentsIn}/${next}`}
      project={null}
      extraActions={can(user, 'payouts.export') ? <PaymentSheetActions /> : null}
    />
  );
}
