import { SKILL_TYPES } from '@kazi/shared/reference/schemas';
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

/** The skills catalogue (Skill); seeded by migration, extended by users. */
export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    type: text('type', { enum: SKILL_TYPES }).notNull(),
  },
  (t) => [
    index('skills_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('skills_type_name_idx').on(t.type, t.name),
    oneOf('skills_type_check', t.type, SKILL_TYPES),
  ],
);
