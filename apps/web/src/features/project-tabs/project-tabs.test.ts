import { NO_ABILITIES } from '@kazi/shared/project-abilities';
import { describe, expect, it } from 'vitest';
import { defaultProjectTab, projectTabs, tabForSubPath } from './project-tabs.ts';

const project = (stage: 'opportunity' | 'active', abilities: Partial<typeof NO_ABILITIES> = {}) => ({
  stage,
  total_shortlisted: 3,
  abilities: { ...NO_ABILITIES, view: true, ...abilities },
});

describe('project tabs', () => {
  it('shows active projects Payments, Planning, Reports, Documents, and Settings to managers', () => {
    expect(projectTabs(project('active')).map((t) => t.label)).toEqual([
      'Payments',
      'Planning',
      'Reports',
      'Documents',
    ]);
    expect(projectTabs(project('active', { open_settings: true })).map((t) => t.path)).toContain('settings');
  });

  it('shows opportunities Details, Shortlist with its count and Talent Pool to staff-side roles', () => {
    expect(projectTabs(project('opportunity')).map((t) => t.label)).toEqual(['Details']);
    const tabs = projectTabs(
      project('opportunity', { see_shortlist: true, browse_talent_pool: true, open_settings: true }),
    );
    expect(tabs.map((t) => t.label)).toEqual(['Details', 'Shortlist', 'Talent Pool', 'Settings']);
    expect(tabs[1]?.count).toBe(3);
    // The opportunity's owner: the shortlist, not the talent pool.
    expect(projectTabs(project('opportunity', { see_shortlist: true })).map((t) => t.label)).toEqual([
      'Details',
      'Shortlist',
    ]);
  });

  it('keeps the Shortlist on a project converted from an opportunity with one, for those who see it', () => {
    const converted = project('active', { see_shortlist: true });
    expect(projectTabs(converted).map((t) => t.label)).toEqual([
      'Payments',
      'Planning',
      'Reports',
      'Documents',
      'Shortlist',
    ]);
    expect(projectTabs({ ...converted, total_shortlisted: 0 }).map((t) => t.label)).not.toContain(
      'Shortlist',
    );
    expect(projectTabs(project('active')).map((t) => t.label)).not.toContain('Shortlist');
  });

  it('sends unknown or forbidden sub-paths to the default tab', () => {
    expect(defaultProjectTab(project('active'))).toBe('pay');
    expect(defaultProjectTab(project('opportunity'))).toBe('details');
    expect(tabForSubPath(project('active'), '/pay/payouts/all')?.path).toBe('pay');
    expect(tabForSubPath(project('active'), '/settings/team')).toBeNull();
    expect(tabForSubPath(project('opportunity'), '/pay')).toBeNull();
    expect(tabForSubPath(project('opportunity'), '/whatever')).toBeNull();
  });
});
