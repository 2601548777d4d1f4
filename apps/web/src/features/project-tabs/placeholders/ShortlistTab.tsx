import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '@/features/projects/project-context.ts';

/** /projects/:id/network/shortlist — an opportunity's shortlist. The domain that builds it replaces this file and its line in ../registry.ts. */
export default function ShortlistTab() {
  useProjectContext();
  return <NotAvailableYet title="Shortlist" backTo={null} />;
}
