import { useProjectContext } from '@/features/projects/project-context.ts';
import { SettingsPage } from './SettingsPage.tsx';

/** /projects/:id/settings/*: details | team | reports of an active project (features/project-settings). */
export default function SettingsTab() {
  const { project } = useProjectContext();
  return <SettingsPage project={project} />;
}
