// @ts-check
// project-core's statements, as Drizzle emits them, for the floors of every project-scoped scenario.

const PROJECT_COLUMNS = [
  'id',
  'title',
  'description',
  'category',
  'type',
  'stage',
  'currency',
  'invoicing_email',
  'cc_primary_email',
  'expected_start_date',
  'expected_end_date',
  'start_date',
  'deadline',
  'expected_duration',
  'skill_ids',
  'contact_name',
  'contact_email',
  'reason',
  'payment_amount_minor',
  'payment_hours_per_week',
  'payment_type',
  'archived',
  'archived_at',
  'notifications_disabled',
  'owner_id',
  'cm_id',
  'cso_id',
  'created_by_id',
  'created_at',
  'updated_at',
]
  .map((column) => `"projects"."${column}"`)
  .join(', ');

/**
 * project-core withParticipation: projects with the caller's place on each team and their
 * availability poll on each ($1 and $2: the caller, twice, as Drizzle numbers a placeholder used twice).
 */
export const WITH_PARTICIPATION = `select ${PROJECT_COLUMNS}, "participations"."id", "participations"."status", "interest_polls"."id", "interest_polls"."status"
  from "projects" left join "participations" on ("participations"."project_id" = "projects"."id" and "participations"."user_id" = $1) left join "interest_polls" on ("interest_polls"."project_id" = "projects"."id" and "interest_polls"."user_id" = $2)`;

/** project-core findProjectWithParticipation: one project (prepared). */
export const PROJECT = `${WITH_PARTICIPATION} where "projects"."id" = $3 limit $4`;

/** project-core loadPeople: names and avatars of people by id (the ids as one int[]; prepared). */
export const PEOPLE = `select "id", "first_name", "last_name", "email", "avatar_file_id" from "users" where "users"."id" = any($1::int[])`;
