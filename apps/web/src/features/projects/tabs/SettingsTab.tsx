import { SettingsPage } from '@/features/project-settings/components/SettingsPage.tsx';
import { useProjectContext } from '../project-context.ts';

/** /projects/:id/settings/*: details | team | reports of an active project (features/project-settings). */
export default function SettingsTab() {
  const { project } = useProjectContext();
  return <SettingsPage project={project} />;
}
