import type { ProjectDetail } from '@kazi/shared/projects/schemas';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { projectKeys } from '@/features/projects/api/keys.ts';
import { syncShortlistCount } from './shortlist.ts';

const detailWith = (total: number) =>
  ({ id: 7, title: 'Opportunity', total_shortlisted: total }) as ProjectDetail;

describe('the Shortlist tab count', () => {
  it("takes a fresher table page's count when they disagree", () => {
    const client = new QueryClient();
    client.setQueryData(projectKeys.detail(7), detailWith(3), { updatedAt: 1_000 });
    syncShortlistCount(client, 7, { count: 5, loadedAt: 2_000 });
    expect(client.getQueryData<ProjectDetail>(projectKeys.detail(7))?.total_shortlisted).toBe(5);
    // The other project is not touched.
    client.setQueryData(projectKeys.detail(8), detailWith(1), { updatedAt: 1_000 });
    syncShortlistCount(client, 7, { count: 6, loadedAt: 3_000 });
    expect(client.getQueryData<ProjectDetail>(projectKeys.detail(8))?.total_shortlisted).toBe(1);
  });

  it('keeps the project when the page is older, or when they agree', () => {
    const client = new QueryClient();
    client.setQueryData(projectKeys.detail(7), detailWith(4), { updatedAt: 5_000 });
    syncShortlistCount(client, 7, { count: 2, loadedAt: 4_000 });
    expect(client.getQueryData<ProjectDetail>(projectKeys.detail(7))?.total_shortlisted).toBe(4);
    const before = client.getQueryState(projectKeys.detail(7))?.dataUpdatedAt;
    syncShortlistCount(client, 7, { count: 4, loadedAt: 6_000 });
    expect(client.getQueryState(projectKeys.detail(7))?.dataUpdatedAt).toBe(before);
  });
});
