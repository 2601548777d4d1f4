import type { Talent } from '@kazi/shared/opportunities/talent-pool';
import { describe, expect, it } from 'vitest';
import { addableIds, emptySelection, selectedOn, toggleSelection, viewKeyOf } from './selection.ts';

const firstPage = viewKeyOf({ page: 1, page_size: 20 });
const talent = (id: number, shortlisted = false) => ({ id, shortlisted }) as Talent;

describe('the talent pool selection', () => {
  it('keeps the people ticked on the view it was made on', () => {
    let selection = toggleSelection(emptySelection, firstPage, [1, 2, 3], true);
    selection = toggleSelection(selection, firstPage, [2], false);
    expect([...selectedOn(selection, firstPage)]).toEqual([1, 3]);
  });

  it('is empty on another page, search or filter, and starts over there', () => {
    const selection = toggleSelection(emptySelection, firstPage, [1, 2], true);
    const views = [
      viewKeyOf({ page: 2, page_size: 20 }),
      viewKeyOf({ page: 1, page_size: 20, search: 'kwame' }),
      viewKeyOf({ page: 1, page_size: 20, country: 'KE' }),
      viewKeyOf({ page: 1, page_size: 20, skills: '3,7' }),
      viewKeyOf({ page: 1, page_size: 20, vetted: true }),
    ];
    for (const view of views) expect(selectedOn(selection, view).size, view).toBe(0);
    const elsewhere = toggleSelection(selection, views[0] as string, [9], true);
    expect([...selectedOn(elsewhere, views[0] as string)]).toEqual([9]);
    // Back on the first page: what was ticked there before the page changed is gone too.
    expect(selectedOn(elsewhere, firstPage).size).toBe(0);
  });

  it('names a view by its parameters, whatever their order', () => {
    expect(viewKeyOf({ page: 1, search: 'a' })).toBe(viewKeyOf({ search: 'a', page: 1 }));
    expect(viewKeyOf({ page: 1, search: 'a' })).not.toBe(viewKeyOf({ page: 1, search: 'b' }));
  });

  it('adds only the ticked people the table shows who are not on the shortlist yet', () => {
    const selected = new Set([1, 2, 3]);
    expect(addableIds(selected, [talent(1), talent(2, true), talent(4)])).toEqual([1]);
    expect(addableIds(selected, undefined)).toEqual([]);
  });
});
