import { ProjectWizard } from '../wizard/ProjectWizard.tsx';

/** /projects/new/managed/:step. */
export function NewManagedPage() {
  return <ProjectWizard kind="managed" />;
}
