import type { SkillsQuery } from '@kazi/shared/reference/schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { skills } from '../../db/schema/index.ts';

export async function searchSkills(
  db: Db,
  query: Pick<SkillsQuery, 'search' | 'type'>,
  page: { limit: number; offset: number },
) {
  const filters: SQL[] = [];
  const term = query.search?.toLowerCase();
  if (query.type) filters.push(eq(skills.type, query.type));
  if (term) {
    const prefix = `${escapeLike(term)}%`;
    filters.push(sql`(lower(${skills.name}) like ${prefix} or lower(${skills.name}) like ${`% ${prefix}`})`);
  }
  const where = filters.length ? and(...filters) : undefined;
  // Without a search there is nothing to rank by (and a literal `ORDER BY 0` is a column position).
  const order: SQL[] = [asc(skills.name), asc(skills.id)];
  if (term)
    order.unshift(
      sql`case when lower(${skills.name}) = ${term} then 0 when lower(${skills.name}) like ${`${escapeLike(term)}%`} then 1 else 2 end`,
    );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.name, slug: skills.slug, type: skills.type })
      .from(skills)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(skills).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
