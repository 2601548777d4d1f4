import { describe, expect, it } from 'vitest';
import { ARCHIVED_LISTS, emptyText } from './project-lists.ts';

const archived = (key: string) =>
  ARCHIVED_LISTS.find((list) => list.key === key) as (typeof ARCHIVED_LISTS)[0];

describe('empty project lists', () => {
  it('speak of opportunities in the archived opportunities, of projects elsewhere, searches too', () => {
    expect(emptyText(archived('opportunity'), '')).toEqual({
      title: 'There are no archived opportunities yet',
      description: 'Opportunities you create or manage appear here.',
    });
    expect(emptyText(archived('dedicated'), '')).toEqual({
      title: 'There are no archived projects yet',
      description: 'Projects you create or join appear here.',
    });
    expect(emptyText(archived('opportunity'), 'shop')).toEqual({ title: 'No opportunities match “shop”' });
    expect(emptyText(archived('dedicated'), 'shop')).toEqual({ title: 'No projects match “shop”' });
  });
});
