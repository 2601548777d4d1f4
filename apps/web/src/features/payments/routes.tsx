import type { RouteObject } from 'react-router';
import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';

/** /payments/* (/payments/in, /payments/out) inside the shell. Placeholder: the issue that builds this area replaces this file. */
export const paymentsRoutes: RouteObject[] = [
  { path: 'payments/*', element: <NotAvailableYet title="Payments" /> },
];
