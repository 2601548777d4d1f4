-- Hand-written (drizzle-kit cannot declare an extension): the trigram operator classes that
-- users_talent_search_idx uses. pg_trgm is a trusted extension (PostgreSQL 13+), so the database's
-- owner may create it; PGlite loads it from @electric-sql/pglite/contrib (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "profile_skills_skill_idx";--> statement-breakpoint
DROP INDEX "progress_events_overdue_idx";--> statement-breakpoint
CREATE INDEX "profile_skills_skill_user_idx" ON "profile_skills" USING btree ("skill_id","user_id");--> statement-breakpoint
CREATE INDEX "users_talent_name_idx" ON "users" USING btree ("first_name","last_name","id") WHERE "users"."type" = 1 and "users"."is_active" and "users"."can_contribute" and "users"."personal_data_purged_at" is null and not "users"."is_admin" and not "users"."is_pay_admin" and not "users"."is_staff";--> statement-breakpoint
CREATE INDEX "users_talent_search_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "users"."type" = 1 and "users"."is_active" and "users"."can_contribute" and "users"."personal_data_purged_at" is null and not "users"."is_admin" and not "users"."is_pay_admin" and not "users"."is_staff";--> statement-breakpoint
CREATE INDEX "progress_events_overdue_idx" ON "progress_events" USING btree ("overdue_at","project_id","type") WHERE "progress_events"."completed_at" is null;