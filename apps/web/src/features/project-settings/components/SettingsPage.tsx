import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { Tabs } from '@mantine/core';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { activeSection, settingsSections } from '../sections.ts';
import { DetailsSettings } from './DetailsSettings.tsx';
import { ReportsSettings } from './ReportsSettings.tsx';
import { TeamSettings } from './TeamSettings.tsx';

/**
 * /projects/:id/settings/{details|team|reports}; the default is details. Reports is offered to
 * those who configure the report schedules (`settingsSections`); its address shows anyone else
 * that they may not.
 */
export function SettingsPage({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `${paths.project(project.id)}/settings`;
  const active = activeSection(pathname, base);
  return (
    <>
      <Tabs
        value={active}
        onChange={(value) => value && navigate(`${base}/${value}`)}
        variant="pills"
        mb="lg"
        keepMounted={false}
      >
        <Tabs.List aria-label="Settings sections">
          {settingsSections(project.abilities).map((section) => (
            <Tabs.Tab key={section.path} value={section.path}>
              {section.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="details" replace />} />
        <Route path="details" element={<DetailsSettings project={project} />} />
        <Route path="team" element={<TeamSettings project={project} />} />
        <Route path="reports" element={<ReportsSettings project={project} />} />
        {/* Absolute: a relative "details" under a deeper unknown path would match "*" again. */}
        <Route path="*" element={<Navigate to={`${base}/details`} replace />} />
      </Routes>
    </>
  );
}
