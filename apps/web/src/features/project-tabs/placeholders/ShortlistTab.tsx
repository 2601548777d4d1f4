import { NotAvailableYet } from '@/components/ui/NotAvailableYet.tsx';
import { useProjectContext } from '@/features/projects/project-context.ts';
import { ShareShortlistPanel } from '@/features/shortlist-share/components/ShareShortlistPanel.tsx';

/** /projects/:id/network/shortlist — an opportunity's shortlist. The domain that builds it replaces this file and its line in ../registry.ts (and mounts ShareShortlistPanel in its tab). */
export default function ShortlistTab() {
  const { project } = useProjectContext();
  if (!project.abilities.see_shortlist_shares) return <NotAvailableYet title="Shortlist" backTo={null} />;
  return <ShareShortlistPanel projectId={project.id} canShare={project.abilities.share_shortlist} />;
}
