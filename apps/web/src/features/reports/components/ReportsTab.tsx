import { Navigate, Route, Routes, useParams } from 'react-router';
import { useProjectContext } from '@/features/projects/project-context.ts';
import { isReportTab } from '../filters.ts';
import { reportsPath } from '../report-paths.ts';
import { ReportScreen } from './ReportScreen.tsx';
import { ReportsPage } from './ReportsPage.tsx';

function TabRoute() {
  const { project } = useProjectContext();
  const { tab } = useParams();
  if (!isReportTab(tab)) return <DefaultTab />;
  return <ReportsPage key={tab} project={project} tab={tab} />;
}

function ScreenRoute() {
  const { project } = useProjectContext();
  const eventId = Number(useParams().eventId);
  if (!Number.isInteger(eventId) || eventId < 1) return <DefaultTab />;
  return <ReportScreen key={eventId} project={project} eventId={eventId} />;
}

/** team/{event} and client/{event}: the links the first report notices carried, now yours/{event}. */
function ScreenOnTabRoute() {
  const { project } = useProjectContext();
  return <Navigate to={`${reportsPath(project.id, 'yours')}/${useParams().eventId}`} replace />;
}

function DefaultTab() {
  const { project } = useProjectContext();
  const tab = project.abilities.reports_open_on_team ? 'team' : 'yours';
  return <Navigate to={reportsPath(project.id, tab)} replace />;
}

/**
 * /projects/:id/reports/*: the tabs (yours, team, client; the bare path opens team for admin-type
 * roles, yours for everyone else), an event's screen (yours/{event}) and the client survey's
 * (client-survey/{project}/{event}, the link reminders carry).
 */
export default function ReportsTab() {
  return (
    <Routes>
      <Route index element={<DefaultTab />} />
      <Route path=":tab" element={<TabRoute />} />
      <Route path="yours/:eventId" element={<ScreenRoute />} />
      <Route path="client-survey/:surveyProjectId/:eventId" element={<ScreenRoute />} />
      <Route path="team/:eventId" element={<ScreenOnTabRoute />} />
      <Route path="client/:eventId" element={<ScreenOnTabRoute />} />
      <Route path="*" element={<DefaultTab />} />
    </Routes>
  );
}
