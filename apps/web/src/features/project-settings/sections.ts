import type { ProjectDetail } from '@kazi/shared/projects/schemas';

/** Settings of an active project: /projects/:id/settings/{details|team|reports}. */
const SECTIONS = [
  { path: 'details', label: 'Details' },
  { path: 'team', label: 'Team' },
  { path: 'reports', label: 'Reports' },
] as const;

type SettingsSection = (typeof SECTIONS)[number];

/**
 * The sections a caller is shown (spec 000 §2.6: tabs only for roles that can manage them):
 * Reports for admin and owner roles (`view_report_settings`, read-only on archived projects),
 * not for the CM or CSO who open the other settings.
 */
export function settingsSections(
  abilities: Pick<ProjectDetail['abilities'], 'view_report_settings'>,
): SettingsSection[] {
  return SECTIONS.filter((section) => section.path !== 'reports' || abilities.view_report_settings);
}

/** The section a path is on, whether shown or not; details by default. */
export function activeSection(pathname: string, base: string): SettingsSection['path'] {
  return SECTIONS.find((section) => pathname.startsWith(`${base}/${section.path}`))?.path ?? 'details';
}
