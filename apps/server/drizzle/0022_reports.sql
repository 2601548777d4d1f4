CREATE TABLE "developer_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_by_id" integer,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developer_ratings_rating_check" CHECK ("developer_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "progress_report_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"author_id" integer,
	"percentage" smallint,
	"status" text,
	"accomplished" text,
	"todo" text,
	"next_deadline" date,
	"next_deadline_meet" boolean,
	"next_deadline_fail_reason" text,
	"remarks" text,
	"stuck_reason" text,
	"last_deadline_met" boolean,
	"deadline_report" text,
	"deadline_miss_communicated" boolean,
	"rate_deliverables" smallint,
	"rate_communication" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_reports_status_check" CHECK ("progress_reports"."status" in ('ahead', 'on_schedule', 'behind_progressing', 'behind_stuck')),
	CONSTRAINT "progress_reports_stuck_reason_check" CHECK ("progress_reports"."stuck_reason" in ('resolving_error', 'poor_doc', 'hardware_problem', 'unclear_spec', 'personal_issue', 'other')),
	CONSTRAINT "progress_reports_percentage_check" CHECK ("progress_reports"."percentage" between 1 and 100),
	CONSTRAINT "progress_reports_rate_deliverables_check" CHECK ("progress_reports"."rate_deliverables" between 1 and 5),
	CONSTRAINT "progress_reports_rate_communication_check" CHECK ("progress_reports"."rate_communication" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "project_report_settings" (
	"project_id" integer NOT NULL,
	"developer_updates" boolean DEFAULT true NOT NULL,
	"pm_reports" boolean DEFAULT true NOT NULL,
	"client_surveys" boolean DEFAULT true NOT NULL,
	"developer_surveys" boolean DEFAULT true NOT NULL,
	"due_hour" smallint DEFAULT 17 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_report_settings_project_id_pk" PRIMARY KEY("project_id"),
	CONSTRAINT "project_report_settings_due_hour_check" CHECK ("project_report_settings"."due_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
-- Overdue limit: due_at plus 3 days, 1 day for developer entries (packages/shared/src/reports/rules.ts
-- overdueAt; db/reports-overdue.test.ts checks they agree). Kept by a trigger on every insert and
-- every change of due_at or type, so every writer (planning's milestones too) keeps it right.
CREATE FUNCTION progress_events_overdue_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.overdue_at := NEW.due_at + CASE WHEN NEW.type = 'developer' THEN interval '24 hours' ELSE interval '72 hours' END;
  RETURN NEW;
END;
$$;--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
UPDATE "progress_events" SET "overdue_at" = "due_at" + CASE WHEN "type" = 'developer' THEN interval '24 hours' ELSE interval '72 hours' END;--> statement-breakpoint
ALTER TABLE "progress_events" ALTER COLUMN "overdue_at" SET NOT NULL;--> statement-breakpoint
CREATE TRIGGER "progress_events_overdue_at" BEFORE INSERT OR UPDATE OF "due_at", "type" ON "progress_events" FOR EACH ROW EXECUTE FUNCTION progress_events_overdue_at();--> statement-breakpoint
CREATE TRIGGER "progress_reports_updated_at" BEFORE UPDATE ON "progress_reports" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER "developer_ratings_updated_at" BEFORE UPDATE ON "developer_ratings" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER "project_report_settings_updated_at" BEFORE UPDATE ON "project_report_settings" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "scheduled_on" date;--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "developer_ratings" ADD CONSTRAINT "developer_ratings_event_id_progress_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."progress_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_ratings" ADD CONSTRAINT "developer_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_ratings" ADD CONSTRAINT "developer_ratings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_report_attachments" ADD CONSTRAINT "progress_report_attachments_report_id_progress_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."progress_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_report_attachments" ADD CONSTRAINT "progress_report_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_event_id_progress_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."progress_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_report_settings" ADD CONSTRAINT "project_report_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "developer_ratings_event_user_rater_key" ON "developer_ratings" USING btree ("event_id","user_id","created_by_id");--> statement-breakpoint
CREATE INDEX "developer_ratings_user_idx" ON "developer_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "progress_report_attachments_report_idx" ON "progress_report_attachments" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "progress_report_attachments_file_idx" ON "progress_report_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reports_event_author_key" ON "progress_reports" USING btree ("event_id","author_id");--> statement-breakpoint
CREATE INDEX "progress_reports_author_idx" ON "progress_reports" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "progress_events_project_due_idx" ON "progress_events" USING btree ("project_id","due_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "progress_events_user_idx" ON "progress_events" USING btree ("user_id","completed_at","due_at");--> statement-breakpoint
CREATE INDEX "progress_events_open_idx" ON "progress_events" USING btree ("project_id","type","overdue_at","user_id") WHERE "progress_events"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "progress_events_overdue_idx" ON "progress_events" USING btree ("overdue_at") WHERE "progress_events"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "progress_events_done_idx" ON "progress_events" USING btree ("project_id","type","user_id") WHERE "progress_events"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "progress_events_reminder_idx" ON "progress_events" USING btree ("due_at") WHERE "progress_events"."completed_at" is null and "progress_events"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_events_schedule_key" ON "progress_events" USING btree ("project_id","type","user_id","scheduled_on") WHERE "progress_events"."scheduled_on" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('team_invite', 'team_invite_reminder', 'rate_changed', 'document_added', 'document_updated', 'project_question', 'payout_method_added', 'payout_method_changed', 'payout_method_default', 'timesheet_approved', 'timesheet_rejected', 'timesheet_reopened', 'timesheet_reminder', 'timesheet_digest', 'report_reminder', 'survey_reminder', 'report_received', 'report_digest'));