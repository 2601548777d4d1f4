import { ProjectWizard } from '../wizard/ProjectWizard.tsx';

/** /projects/new/managed/:step (spec 000 §2.4). */
export function NewManagedPage() {
  return <ProjectWizard kind="managed" />;
}
