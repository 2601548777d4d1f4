import type { SkillsQuery } from '@kazi/shared/reference/schemas';
import type { Db } from '../../db/client.ts';
import { searchSkills } from './skills.repository.ts';

/** One page of the skills catalogue, searched by name and filtered by type. */
export function findSkills(
  db: Db,
  query: Pick<SkillsQuery, 'search' | 'type'>,
  page: { limit: number; offset: number },
) {
  return searchSkills(db, query, page);
}
