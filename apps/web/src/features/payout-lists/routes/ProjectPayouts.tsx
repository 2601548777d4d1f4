import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { PayoutsFromHoursButton } from '@/features/invoice-from-hours/components/PayoutsFromHoursButton.tsx';
import { paths } from '@/lib/paths.ts';
import { PayoutsList } from '../components/PayoutsList.tsx';
import { allowedPayoutFilter } from '../list-params.ts';

/**
 * /projects/{id}/pay/payouts/{filter}: the project's payouts (the Pay tab shows this section to
 * everyone but clients). /pay/payouts, an unknown filter and one the person may not open lead to
 * /pay/payouts/all.
 */
export function ProjectPayouts({ project }: { project: ProjectDetail }) {
  return (
    <Routes>
      <Route path=":filter" element={<ProjectPayoutsList project={project} />} />
      {/* Absolute: a relative "all" under a deeper unknown path would match "*" again, and again. */}
      <Route path="*" element={<Navigate to={`${paths.project(project.id)}/pay/payouts/all`} replace />} />
    </Routes>
  );
}

function ProjectPayoutsList({ project }: { project: ProjectDetail }) {
  const filter = allowedPayoutFilter(useUser(), useParams().filter);
  const base = `${paths.project(project.id)}/pay/payouts`;
  if (!filter) return <Navigate to={`${base}/all`} replace />;
  return (
    <PayoutsList
      filter={filter}
      pathOf={(next) => `${base}/${next}`}
      project={project}
      // An archived project's payouts cannot change: nothing to create there.
      extraActions={project.archived ? null : <PayoutsFromHoursButton projectId={project.id} />}
    />
  );
}
