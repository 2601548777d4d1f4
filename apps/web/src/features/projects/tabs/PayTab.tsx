import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '../project-context.ts';

/** /projects/:id/pay/* — payments, payouts and timesheets. A later issue replaces this file. */
export default function PayTab() {
  useProjectContext();
  return <NotAvailableYet title="Payments" backTo={null} />;
}
