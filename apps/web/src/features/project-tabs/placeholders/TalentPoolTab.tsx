import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '@/features/projects/project-context.ts';

/** /projects/:id/network/talent-pool — the talent pool for an opportunity. The domain that builds it replaces this file and its line in ../registry.ts. */
export default function TalentPoolTab() {
  useProjectContext();
  return <NotAvailableYet title="Talent Pool" backTo={null} />;
}
