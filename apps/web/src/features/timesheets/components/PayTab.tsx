import { useProjectContext } from '@/features/projects/project-context.ts';
import { PayPage } from './PayPage.tsx';

/** /projects/:id/pay/*: Payments, Payouts and Timesheets (features/timesheets). */
export default function PayTab() {
  const { project } = useProjectContext();
  return <PayPage project={project} />;
}
