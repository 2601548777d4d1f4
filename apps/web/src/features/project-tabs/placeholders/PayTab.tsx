import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '@/features/projects/project-context.ts';

/** /projects/:id/pay/* — payments, payouts and timesheets. The domain that builds it replaces this file and its line in ../registry.ts. */
export default function PayTab() {
  useProjectContext();
  return <NotAvailableYet title="Payments" backTo={null} />;
}
