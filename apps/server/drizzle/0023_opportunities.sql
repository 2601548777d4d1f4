CREATE TABLE "interest_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asked_by_id" integer,
	"answered_at" timestamp with time zone,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_polls_status_check" CHECK ("interest_polls"."status" in ('interested', 'uninterested', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "shortlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_id" integer,
	"removed_reason" text
);
--> statement-breakpoint
CREATE TABLE "shortlist_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" text NOT NULL,
	"question" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_feedback_answer_check" CHECK ("shortlist_feedback"."answer" in ('interested', 'not_interested', 'question'))
);
--> statement-breakpoint
CREATE TABLE "shortlist_share_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" integer,
	"last_opened_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_test_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"score" smallint NOT NULL,
	"taken_on" date NOT NULL,
	"reviewer_id" integer,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_test_results_score_check" CHECK ("talent_test_results"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "mail_claims" DROP CONSTRAINT "mail_claims_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "project_activities" DROP CONSTRAINT "project_activities_action_check";--> statement-breakpoint
ALTER TABLE "interest_polls" ADD CONSTRAINT "interest_polls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_polls" ADD CONSTRAINT "interest_polls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_polls" ADD CONSTRAINT "interest_polls_asked_by_id_users_id_fk" FOREIGN KEY ("asked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_feedback" ADD CONSTRAINT "shortlist_feedback_share_id_shortlist_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shortlist_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_feedback" ADD CONSTRAINT "shortlist_feedback_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_feedback" ADD CONSTRAINT "shortlist_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_share_views" ADD CONSTRAINT "shortlist_share_views_share_id_shortlist_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shortlist_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_shares" ADD CONSTRAINT "shortlist_shares_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_shares" ADD CONSTRAINT "shortlist_shares_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_shares" ADD CONSTRAINT "shortlist_shares_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_test_results" ADD CONSTRAINT "talent_test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_test_results" ADD CONSTRAINT "talent_test_results_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_test_results" ADD CONSTRAINT "talent_test_results_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interest_polls_project_user_key" ON "interest_polls" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "interest_polls_user_idx" ON "interest_polls" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_entries_current_key" ON "shortlist_entries" USING btree ("project_id","user_id") WHERE "shortlist_entries"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "shortlist_entries_project_idx" ON "shortlist_entries" USING btree ("project_id","added_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "shortlist_entries"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "shortlist_entries_user_idx" ON "shortlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_feedback_share_user_key" ON "shortlist_feedback" USING btree ("share_id","user_id");--> statement-breakpoint
CREATE INDEX "shortlist_feedback_project_user_idx" ON "shortlist_feedback" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_share_views_token_key" ON "shortlist_share_views" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shortlist_share_views_share_idx" ON "shortlist_share_views" USING btree ("share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_shares_token_key" ON "shortlist_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shortlist_shares_project_idx" ON "shortlist_shares" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_test_results_user_idx" ON "talent_test_results" USING btree ("user_id","taken_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_test_results_taken_idx" ON "talent_test_results" USING btree ("taken_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "mail_claims" ADD CONSTRAINT "mail_claims_kind_check" CHECK ("mail_claims"."kind" in ('invite', 'team_invite', 'reminder', 'question', 'timesheet_review', 'shortlist_share', 'interest_poll', 'shortlist_feedback'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('team_invite', 'team_invite_reminder', 'rate_changed', 'document_added', 'document_updated', 'project_question', 'payout_method_added', 'payout_method_changed', 'payout_method_default', 'timesheet_approved', 'timesheet_rejected', 'timesheet_reopened', 'timesheet_reminder', 'timesheet_digest', 'report_reminder', 'survey_reminder', 'report_received', 'report_digest', 'interest_poll', 'interest_poll_reminder', 'shortlist_feedback'));--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_action_check" CHECK ("project_activities"."action" in ('create', 'activate', 'project_archived', 'project_closed', 'project_unarchived', 'project_converted', 'project_updated', 'cm_added', 'cm_removed', 'cso_added', 'cso_removed', 'project_owner_added', 'project_owner_removed', 'developers_added', 'developers_removed', 'developers_accepted_invitation', 'project_participation_updated', 'progress_report', 'progress_event_added', 'progress_event_updated', 'progress_event_removed', 'timeline_updated', 'project_document_added', 'project_document_updated', 'project_document_removed', 'shortlist_added', 'shortlist_removed', 'shortlist_shared', 'shortlist_share_revoked', 'shortlist_feedback', 'interest_answered', 'interest_reminded'));--> statement-breakpoint
-- ADR 023: updated_at is kept by the set_updated_at() trigger on every table that has the column.
CREATE TRIGGER "interest_polls_updated_at" BEFORE UPDATE ON "interest_polls" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER "shortlist_feedback_updated_at" BEFORE UPDATE ON "shortlist_feedback" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
CREATE TRIGGER "talent_test_results_updated_at" BEFORE UPDATE ON "talent_test_results" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
