import { lazy, Suspense } from 'react';
import { useProjectContext } from '../project-context.ts';
import { OpportunitySettingsPage } from './OpportunitySettingsPage.tsx';

const SettingsTab = lazy(() => import('@/features/project-settings/components/SettingsTab.tsx'));

/** settings/*: an opportunity's own settings; an active project's settings tab (details | team | reports). */
export function SettingsRoute() {
  const { project } = useProjectContext();
  if (project.stage === 'opportunity') return <OpportunitySettingsPage />;
  return (
    <Suspense fallback={null}>
      <SettingsTab />
    </Suspense>
  );
}
