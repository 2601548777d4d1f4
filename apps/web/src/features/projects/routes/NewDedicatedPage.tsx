import { ProjectWizard } from '../wizard/ProjectWizard.tsx';

/** /projects/new/dedicated/:step. */
export function NewDedicatedPage() {
  return <ProjectWizard kind="dedicated" />;
}
