import { ProjectWizard } from '../wizard/ProjectWizard.tsx';

/** /projects/new/dedicated/:step (spec 000 §2.4). */
export function NewDedicatedPage() {
  return <ProjectWizard kind="dedicated" />;
}
