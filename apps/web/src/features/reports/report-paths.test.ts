import { describe, expect, it } from 'vitest';
import { eventMovedPath, reportScreenPath, reportsPath } from './report-paths.ts';

describe('report paths', () => {
  it('name a tab and an event’s screen, a client survey by its project', () => {
    expect(reportsPath(12, 'team')).toBe('/projects/12/reports/team');
    expect(reportScreenPath({ id: 5, type: 'developer', project: { id: 12 } })).toBe(
      '/projects/12/reports/yours/5',
    );
    expect(reportScreenPath({ id: 6, type: 'developer_rating', project: { id: 12 } })).toBe(
      '/projects/12/reports/client-survey/12/6',
    );
  });

  it('move an event opened under another project’s address to its own project', () => {
    expect(eventMovedPath(12, { id: 5, type: 'cm', project: { id: 12 } })).toBeNull();
    expect(eventMovedPath(12, { id: 5, type: 'cm', project: { id: 40 } })).toBe(
      '/projects/40/reports/yours/5',
    );
    expect(eventMovedPath(12, { id: 6, type: 'developer_rating', project: { id: 40 } })).toBe(
      '/projects/40/reports/client-survey/40/6',
    );
  });
});
