import { CATEGORIES, USER_TYPE_VALUES, USER_TYPES } from '@kazi/shared/auth/roles';
import { ONBOARDING_STAGES } from '@kazi/shared/onboarding/rules';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { oneOf } from './one-of.ts';

/** The `users` columns the talent rule reads: the table's own, or an alias's. */
type TalentColumns = Record<
  'type' | 'isActive' | 'canContribute' | 'personalDataPurgedAt' | 'isAdmin' | 'isPayAdmin' | 'isStaff',
  AnyPgColumn
>;

/**
 * Who is a talent (ADR 031), the one place it is written: an active user of type developer
 * (developers and designers) who finished onboarding (`can_contribute`), whose personal data was
 * not purged, and who holds no staff flag (admins, pay admins and staff are Kazi's own people,
 * whatever their type). Space leads, clients and the other staff-side types are not talents. The
 * talent pool, the Tests pickers and the talent indexes below all say it this way, word for word,
 * so PostgreSQL matches the indexes' predicate to the queries'.
 */
export function talentCondition(t: TalentColumns): SQL {
  return sql`${t.type} = ${sql.raw(String(USER_TYPES.developer))} and ${t.isActive} and ${t.canContribute} and ${t.personalDataPurgedAt} is null and not ${t.isAdmin} and not ${t.isPayAdmin} and not ${t.isStaff}`;
}

/** A person with an account (User). Roles derive from `type`, `category` and the flags. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    type: smallint('type').notNull(),
    category: text('category', { enum: CATEGORIES }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPayAdmin: boolean('is_pay_admin').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    canContribute: boolean('can_contribute').notNull().default(false),
    onboardingStage: text('onboarding_stage', { enum: ONBOARDING_STAGES }).notNull().default('one'),
    avatarFileId: integer('avatar_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    invoiceEmail: text('invoice_email'),
    source: smallint('source'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    disagreedAt: timestamp('disagreed_at', { withTimezone: true }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    personalDataPurgedAt: timestamp('personal_data_purged_at', { withTimezone: true }),
    /**
     * The ids of the person's skills (`profile_skills`), sorted: kept by triggers on that table
     * (migration 0038), never written by the app. The talent pool ranks people by it (ADR 031).
     */
    skillIds: integer('skill_ids').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_type_active_idx').on(t.type, t.isActive),
    // The talent pool (ADR 031): the talents by name (its pages walk them in name order) and their
    // names by trigram (a search for any part of a name; pg_trgm, which migration 0024 creates).
    index('users_talent_name_idx').on(t.firstName, t.lastName, t.id).where(talentCondition(t)),
    index('users_talent_search_idx')
      .using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .where(talentCondition(t)),
    // ... and by skill (who has one of a filter's skills).
    index('users_talent_skills_idx').using('gin', t.skillIds).where(talentCondition(t)),
    oneOf('users_type_check', t.type, USER_TYPE_VALUES),
    oneOf('users_category_check', t.category, CATEGORIES),
    oneOf('users_onboarding_stage_check', t.onboardingStage, ONBOARDING_STAGES),
  ],
);

/** Personal details and address (Profile). One row per user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio'),
    phoneNumber: text('phone_number'),
    street: text('street'),
    plotNumber: text('plot_number'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    idDocumentFileId: integer('id_document_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    vatNumber: text('vat_number'),
    yearsOfExperience: smallint('years_of_experience'),
    isVetted: boolean('is_vetted').notNull().default(false),
    referralCode: text('referral_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_referral_code_key').on(t.referralCode)],
);

/** A client's organisation (Company); owned by its project owner. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    website: text('website'),
    bio: text('bio'),
    telNumber: text('tel_number'),
    street: text('street'),
    plotNumber: text('plot_number'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    vatNumber: text('vat_number'),
    regNo: text('reg_no'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_owner_key').on(t.ownerId)],
);
