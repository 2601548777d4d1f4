import { timesheetsMessages } from '@kazi/shared/messages/timesheets';
import { canSeePaySection, type PaySection, payHome, paySections } from '@kazi/shared/pay/policy';
import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Tabs } from '@mantine/core';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { ProjectPayments } from '@/features/payments/routes/ProjectPayments.tsx';
import { ProjectPayouts } from '@/features/payout-lists/routes/ProjectPayouts.tsx';
import { paths } from '@/lib/paths.ts';
import { TimesheetsPage } from './TimesheetsPage.tsx';

const T = timesheetsMessages.timesheets;

/** Each section's own first path under pay/: the payments and payouts lists open on their "all" filter. */
const SECTION_PATH: Record<PaySection, string> = {
  payments: 'payments/all',
  payouts: 'payouts/all',
  timesheets: 'timesheets',
};

/**
 * /projects/:id/pay/{payments|payouts|timesheets}: the sections this person sees (Payments for
 * clients and staff, Payouts for everyone but clients, Timesheets for everyone); /pay itself
 * leads developers to their payouts, clients to their payments and everyone else to the
 * timesheets. A section the person may not see leads back there too.
 */
export function PayPage({ project }: { project: ProjectDetail }) {
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `${paths.project(project.id)}/pay`;
  const sections = paySections(user);
  const home = payHome(user);
  const active = sections.find((section) => pathname.startsWith(`${base}/${section}`)) ?? null;
  const guarded = (section: PaySection, element: React.ReactNode) =>
    canSeePaySection(user, section) ? element : <Navigate to={`${base}/${home}`} replace />;
  return (
    <>
      <Tabs
        value={active}
        onChange={(value) => value && navigate(`${base}/${SECTION_PATH[value as PaySection]}`)}
        variant="pills"
        mb="lg"
        keepMounted={false}
      >
        <Tabs.List aria-label="Pay sections">
          {sections.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {T.payTabs[section]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route index element={<Navigate to={home} replace />} />
        <Route path="payments/*" element={guarded('payments', <ProjectPayments project={project} />)} />
        <Route path="payouts/*" element={guarded('payouts', <ProjectPayouts project={project} />)} />
        <Route path="timesheets" element={<TimesheetsPage project={project} />} />
        <Route path="*" element={<Navigate to={`${base}/${home}`} replace />} />
      </Routes>
    </>
  );
}
