import { ProjectWizard } from '../wizard/ProjectWizard.tsx';

/** /projects/new/opportunity. */
export function NewOpportunityPage() {
  return <ProjectWizard kind="opportunity" />;
}
