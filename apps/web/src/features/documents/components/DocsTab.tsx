import { useProjectContext } from '@/features/projects/project-context.ts';
import { DocumentsPage } from './DocumentsPage.tsx';

/** /projects/:id/docs: the project's documents (features/documents). */
export default function DocsTab() {
  const { project } = useProjectContext();
  return <DocumentsPage project={project} />;
}
