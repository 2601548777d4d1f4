import { documentsTab } from '@/features/documents/project-tab.ts';
import { planningTab } from '@/features/planning/project-tab.ts';
import { detailsTab, settingsTab } from '@/features/projects/project-tabs.ts';
import { reportsTab } from '@/features/reports/project-tab.ts';
import { shortlistTab } from '@/features/shortlist/project-tab.ts';
import { talentPoolTab } from '@/features/talent-pool/project-tab.ts';
import { payTab } from '@/features/timesheets/project-tab.ts';
import type { ProjectTabDefinition } from './tab.ts';

/**
 * Every tab of the project page, in the order the tab bar shows them; each stage shows its own
 * (active: Payments … Settings; opportunity: Details … Settings), and a stage's first tab is where
 * /projects/:id leads. A project-scoped domain with a tab adds its line here.
 */
export const PROJECT_TABS: readonly ProjectTabDefinition[] = [
  payTab,
  planningTab,
  reportsTab,
  documentsTab,
  detailsTab,
  shortlistTab,
  talentPoolTab,
  settingsTab,
];
