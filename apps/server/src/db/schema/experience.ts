import { PROFILE_PROJECT_CATEGORIES } from '@kazi/shared/experience/schemas';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { skills } from './skills.ts';
import { users } from './users.ts';

/**
 * The dates of a profile entry: months 1–12; both end columns null means ongoing
 * ('present'). The rules live in packages/shared/src/experience/rules.ts.
 */
const period = () => ({
  startMonth: smallint('start_month').notNull(),
  startYear: smallint('start_year').notNull(),
  endMonth: smallint('end_month'),
  endYear: smallint('end_year'),
});

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Work experience on a developer profile (Work). */
export const workExperiences = pgTable(
  'work_experiences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    position: text('position').notNull(),
    location: text('location'),
    details: text('details').notNull(),
    ...period(),
    ...stamps(),
  },
  (t) => [index('work_experiences_user_idx').on(t.userId, t.id)],
);

export const workExperienceSkills = pgTable(
  'work_experience_skills',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => workExperiences.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workId, t.skillId] })],
);

/** Education on a developer profile (Education). */
export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institution: text('institution').notNull(),
    award: text('award').notNull(),
    details: text('details'),
    ...period(),
    ...stamps(),
  },
  (t) => [index('educations_user_idx').on(t.userId, t.id)],
);

/** A project shown on a developer profile (Project (profile)); not a Kazi project. */
export const profileProjects = pgTable(
  'profile_projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: text('details'),
    category: text('category', { enum: PROFILE_PROJECT_CATEGORIES }).notNull().default('other'),
    projectLink: text('project_link'),
    repositoryLink: text('repository_link'),
    ...period(),
    ...stamps(),
  },
  (t) => [
    index('profile_projects_user_idx').on(t.userId, t.id),
    oneOf('profile_projects_category_check', t.category, PROFILE_PROJECT_CATEGORIES),
  ],
);

export const profileProjectSkills = pgTable(
  'profile_project_skills',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => profileProjects.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.skillId] })],
);
