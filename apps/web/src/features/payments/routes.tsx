import { Navigate, type RouteObject, redirect } from 'react-router';
import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { paths, paymentsHomePath } from '@/lib/paths.ts';

function PaymentsHome() {
  return <Navigate to={paymentsHomePath(useUser())} replace />;
}

/**
 * /payments/* inside the shell: /payments/in/{filter} lists incoming payments (spec 001 §2
 * Routes); /payments and /payments/in lead to the list of all; /payments/out/{filter} lists
 * payouts (features/payout-lists).
 */
export const paymentsRoutes: RouteObject[] = [
  { path: 'payments', element: <PaymentsHome /> },
  { path: 'payments/in', loader: () => redirect(`${paths.paymentsIn}/all`) },
  {
    path: 'payments/in/:filter',
    lazy: () =>
      import('./routes/IncomingPaymentsPage.tsx').then((m) => ({ Component: m.IncomingPaymentsPage })),
  },
  { path: 'payments/out', loader: () => redirect(`${paths.paymentsOut}/all`) },
  {
    path: 'payments/out/:filter',
    lazy: () =>
      import('@/features/payout-lists/routes/OutgoingPayoutsPage.tsx').then((m) => ({
        Component: m.OutgoingPayoutsPage,
      })),
  },
  { path: 'payments/*', element: <NotAvailableYet title="Payments" /> },
];
