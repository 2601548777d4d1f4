import { ProjectWizard } from '../wizard/ProjectWizard.tsx';

/** /projects/new/opportunity (spec 000 §2.4). */
export function NewOpportunityPage() {
  return <ProjectWizard kind="opportunity" />;
}
