import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { skills } from '../../db/schema/index.ts';

/** The catalogue's slug for a name, as the seeded catalogue spells them (`C++` → `c-plus-plus`). */
const skillSlug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/^\./, 'dot ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'skill';

/**
 * Skill names typed in the project forms → catalogue ids, in the order given. A name the
 * catalogue lacks ("Enter adds free text") is added as type `other`. Names that are
 * the same skill (case, spaces) count once. Two statements whatever the number of names.
 */
export async function resolveSkillIds(db: Db, names: readonly string[]): Promise<number[]> {
  const bySlug = new Map<string, string>();
  for (const name of names) {
    const slug = skillSlug(name);
    if (!bySlug.has(slug)) bySlug.set(slug, name.trim());
  }
  if (!bySlug.size) return [];
  await db
    .insert(skills)
    .values([...bySlug].map(([slug, name]) => ({ slug, name, type: 'other' as const })))
    .onConflictDoNothing({ target: skills.slug });
  const rows = await db
    .select({ id: skills.id, slug: skills.slug })
    .from(skills)
    .where(inArray(skills.slug, [...bySlug.keys()]));
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return [...bySlug.keys()].map((slug) => ids.get(slug)).filter((id): id is number => id !== undefined);
}

/** Skill names by id, for the DTO (one statement). */
export async function skillNames(db: Db, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(sql`${skills.id} = any(${sql.param([...ids])}::int[])`);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}
