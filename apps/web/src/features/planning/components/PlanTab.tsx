import { useProjectContext } from '@/features/projects/project-context.ts';
import { PlanningPage } from './PlanningPage.tsx';

/** /projects/:id/plan: the timeline, milestones and the change log (features/planning). */
export default function PlanTab() {
  const { project } = useProjectContext();
  return <PlanningPage project={project} />;
}
