-- ADR 023: references to files that no longer exist are cleared before the keys are added.
UPDATE "profiles" SET "id_document_file_id" = NULL WHERE "id_document_file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "profiles"."id_document_file_id");--> statement-breakpoint
UPDATE "users" SET "avatar_file_id" = NULL WHERE "avatar_file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "files" WHERE "files"."id" = "users"."avatar_file_id");--> statement-breakpoint
ALTER TABLE "participation_rates" ALTER COLUMN "payout_rate_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "participation_rates" ALTER COLUMN "client_rate_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_document_file_id_files_id_fk" FOREIGN KEY ("id_document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_projects" ADD CONSTRAINT "profile_projects_category_check" CHECK ("profile_projects"."category" in ('kazi_project', 'other'));--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_type_check" CHECK ("invites"."type" in (1, 2, 3, 6, 7));--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_category_check" CHECK ("invites"."category" in ('developer', 'designer'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('queued', 'sending', 'sent', 'stored', 'failed'));--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_provider_check" CHECK ("payout_accounts"."provider" in ('payoneer', 'wise', 'iban'));--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" in ('pending', 'active', 'replaced', 'closed'));--> statement-breakpoint
ALTER TABLE "participation_rates" ADD CONSTRAINT "participation_rates_money_check" CHECK ("participation_rates"."payout_rate_minor" between 0 and 99999999999 and "participation_rates"."client_rate_minor" between 0 and 99999999999);--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_status_check" CHECK ("participations"."status" in ('initial', 'pending', 'accepted'));--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_type_check" CHECK ("progress_events"."type" in ('cm', 'client', 'milestone', 'developer', 'developer_rating', 'developer_survey', 'internal'));--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_type_check" CHECK ("project_documents"."type" in ('requirements', 'wireframes', 'estimate', 'proposal', 'planning', 'timeline', 'other', 'contract'));--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_status_check" CHECK ("project_documents"."status" in ('approved', 'pending', 'draft'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_category_check" CHECK ("projects"."category" in ('project', 'dedicated', 'other'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_type_check" CHECK ("projects"."type" in ('web', 'mobile', 'other'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_stage_check" CHECK ("projects"."stage" in ('opportunity', 'active'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" in ('EUR', 'USD'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_payment_type_check" CHECK ("projects"."payment_type" in ('hourly', 'fixed', 'monthly'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_payment_amount_check" CHECK ("projects"."payment_amount_minor" between 0 and 99999999999);--> statement-breakpoint
ALTER TABLE "timeline_changes" ADD CONSTRAINT "timeline_changes_field_check" CHECK ("timeline_changes"."field" in ('start_date', 'deadline', 'due_at'));--> statement-breakpoint
ALTER TABLE "timeline_changes" ADD CONSTRAINT "timeline_changes_target_type_check" CHECK ("timeline_changes"."target_type" in ('project', 'progress_event'));--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_type_check" CHECK ("skills"."type" in ('language', 'framework', 'library', 'platform', 'storage', 'api', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_type_check" CHECK ("users"."type" in (1, 2, 3, 6, 7));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_category_check" CHECK ("users"."category" in ('developer', 'designer'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_onboarding_stage_check" CHECK ("users"."onboarding_stage" in ('one', 'two', 'three', 'finish'));--> statement-breakpoint
-- ADR 023: updated_at is kept in one place, this trigger, on every table that has the column.
-- An UPDATE that leaves updated_at as it was gets now(); one that sets it keeps its value.
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'updated_at' ORDER BY table_name
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_updated_at', t);
  END LOOP;
END;
$$;
