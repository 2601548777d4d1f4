import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '../project-context.ts';

/** /projects/:id/network/shortlist — an opportunity's shortlist. A later issue replaces this file. */
export default function ShortlistTab() {
  useProjectContext();
  return <NotAvailableYet title="Shortlist" backTo={null} />;
}
