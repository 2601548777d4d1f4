import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '../project-context.ts';

/** /projects/:id/reports/* — progress reports and ratings. A later issue replaces this file. */
export default function ReportsTab() {
  useProjectContext();
  return <NotAvailableYet title="Reports" backTo={null} />;
}
