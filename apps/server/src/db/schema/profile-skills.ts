import { boolean, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { skills } from './skills.ts';
import { users } from './users.ts';

/** A person's skills (Skill: primary flag, years of experience), in the order chosen. */
export const profileSkills = pgTable(
  'profile_skills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    yearsOfExperience: smallint('years_of_experience'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skillId] }),
    // Who has a skill, read from the index alone (the talent pool counts people's matches with it).
    index('profile_skills_skill_user_idx').on(t.skillId, t.userId),
  ],
);
