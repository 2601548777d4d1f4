import { describe, expect, it } from 'vitest';
import { readTalentFilters, talentFilterParams } from './filter-params.ts';

describe('talent pool filters in the address', () => {
  it('reads what it writes, and nothing from an empty address', () => {
    const filters = {
      search: 'okafor',
      skills: ['3', '7'],
      country: 'KE',
      category: 'developer',
      vetted: true,
    };
    const params = talentFilterParams(filters);
    expect(params).toEqual({
      search: 'okafor',
      skills: '3,7',
      country: 'KE',
      category: 'developer',
      vetted: 'true',
    });
    expect(readTalentFilters(new URLSearchParams(params))).toEqual(filters);
    expect(readTalentFilters(new URLSearchParams())).toEqual({
      search: '',
      skills: [],
      country: null,
      category: null,
      vetted: false,
    });
    expect(talentFilterParams(readTalentFilters(new URLSearchParams('vetted=no&skills=')))).toEqual({});
  });
});
