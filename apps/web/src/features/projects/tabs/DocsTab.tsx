import { DocumentsPage } from '@/features/documents/components/DocumentsPage.tsx';
import { useProjectContext } from '../project-context.ts';

/** /projects/:id/docs: the project's documents (features/documents). */
export default function DocsTab() {
  const { project } = useProjectContext();
  return <DocumentsPage project={project} />;
}
