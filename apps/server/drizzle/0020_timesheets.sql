CREATE TABLE "timesheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"hours" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_entries_hours_check" CHECK ("timesheet_entries"."hours" between 0 and 2400 and "timesheet_entries"."hours" % 25 = 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_months" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_hours" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"reviewed_by_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_months_status_check" CHECK ("timesheet_months"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "timesheet_months_month_check" CHECK (extract(day from "timesheet_months"."month") = 1),
	CONSTRAINT "timesheet_months_total_check" CHECK ("timesheet_months"."total_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "user_settings" DROP CONSTRAINT "user_settings_name_check";--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_months" ADD CONSTRAINT "timesheet_months_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_months" ADD CONSTRAINT "timesheet_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_months" ADD CONSTRAINT "timesheet_months_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entries_project_user_day_key" ON "timesheet_entries" USING btree ("project_id","user_id","day");--> statement-breakpoint
CREATE INDEX "timesheet_entries_project_day_idx" ON "timesheet_entries" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "timesheet_entries_user_day_idx" ON "timesheet_entries" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_months_project_user_month_key" ON "timesheet_months" USING btree ("project_id","user_id","month");--> statement-breakpoint
CREATE INDEX "timesheet_months_project_month_idx" ON "timesheet_months" USING btree ("project_id","month");--> statement-breakpoint
CREATE INDEX "timesheet_months_user_month_idx" ON "timesheet_months" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "timesheet_months_status_month_idx" ON "timesheet_months" USING btree ("status","month");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('team_invite', 'team_invite_reminder', 'rate_changed', 'document_added', 'document_updated', 'project_question', 'payout_method_added', 'payout_method_changed', 'payout_method_default', 'timesheet_approved', 'timesheet_rejected', 'timesheet_reopened', 'timesheet_reminder', 'timesheet_digest'));--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_name_check" CHECK ("user_settings"."name" in ('newsletter_email', 'event_email', 'task_progress_report_reminder_email', 'task_invitation_response_email', 'task_survey_reminder_email', 'new_task_progress_report_email', 'timesheet_reminder_email'));--> statement-breakpoint
-- ADR 023: updated_at is kept by the set_updated_at() trigger on every table that has the column.
CREATE TRIGGER "timesheet_entries_updated_at" BEFORE UPDATE ON "timesheet_entries" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER "timesheet_months_updated_at" BEFORE UPDATE ON "timesheet_months" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
