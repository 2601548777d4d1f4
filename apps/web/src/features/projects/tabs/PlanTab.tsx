import { PlanningPage } from '@/features/planning/components/PlanningPage.tsx';
import { useProjectContext } from '../project-context.ts';

/** /projects/:id/plan: the timeline, milestones and the change log (features/planning). */
export default function PlanTab() {
  const { project } = useProjectContext();
  return <PlanningPage project={project} />;
}
