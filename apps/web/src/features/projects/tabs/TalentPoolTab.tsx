import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '../project-context.ts';

/** /projects/:id/network/talent-pool — the talent pool for an opportunity. A later issue replaces this file. */
export default function TalentPoolTab() {
  useProjectContext();
  return <NotAvailableYet title="Talent Pool" backTo={null} />;
}
