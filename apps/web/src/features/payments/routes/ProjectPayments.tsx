import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { FromHoursButton } from '@/features/invoice-from-hours/components/FromHoursButton.tsx';
import { paths } from '@/lib/paths.ts';
import { PaymentsList } from '../components/PaymentsList.tsx';
import { allowedFilter } from '../list-params.ts';

/**
 * /projects/{id}/pay/payments/{filter}: the project's incoming payments (the Pay tab shows this
 * section to those who see incoming payments). /pay/payments, an unknown filter and one the
 * person may not open lead to /pay/payments/all.
 */
export function ProjectPayments({ project }: { project: ProjectDetail }) {
  return (
    <Routes>
      <Route path=":filter" element={<ProjectPaymentsList project={project} />} />
      {/* Absolute: a relative "all" under a deeper unknown path would match "*" again, and again. */}
      <Route path="*" element={<Navigate to={`${paths.project(project.id)}/pay/payments/all`} replace />} />
    </Routes>
  );
}

function ProjectPaymentsList({ project }: { project: ProjectDetail }) {
  const filter = allowedFilter(useUser(), useParams().filter);
  const base = `${paths.project(project.id)}/pay/payments`;
  if (!filter) return <Navigate to={`${base}/all`} replace />;
  return (
    <PaymentsList
      filter={filter}
      pathOf={(next) => `${base}/${next}`}
      project={project}
      // An archived project's payments cannot change: nothing to create there.
      extraActions={project.archived ? null : <FromHoursButton projectId={project.id} />}
    />
  );
}
