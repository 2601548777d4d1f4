/** The talent pool's search and filters, kept in the address so Back from a profile finds them again. */
export interface TalentFilters {
  search: string;
  skills: string[];
  country: string | null;
  category: string | null;
  vetted: boolean;
}

/** The filters an address holds (none when it holds none). */
export function readTalentFilters(params: URLSearchParams): TalentFilters {
  return {
    search: params.get('search') ?? '',
    skills: (params.get('skills') ?? '').split(',').filter(Boolean),
    country: params.get('country') || null,
    category: params.get('category') || null,
    vetted: params.get('vetted') === 'true',
  };
}

/** The address's parameters for these filters: only those set. */
export function talentFilterParams(filters: TalentFilters): Record<string, string> {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.skills.length ? { skills: filters.skills.join(',') } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.vetted ? { vetted: 'true' } : {}),
  };
}
