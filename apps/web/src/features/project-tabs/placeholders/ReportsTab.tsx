import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '@/features/projects/project-context.ts';

/** /projects/:id/reports/* — progress reports and ratings. The domain that builds it replaces this file and its line in ../registry.ts. */
export default function ReportsTab() {
  useProjectContext();
  return <NotAvailableYet title="Reports" backTo={null} />;
}
