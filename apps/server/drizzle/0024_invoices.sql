CREATE TABLE "invoice_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"actor_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_comments_body_check" CHECK (char_length("invoice_comments"."body") between 1 and 250)
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_events_action_check" CHECK ("invoice_events"."action" in ('created_draft', 'created', 'sent_for_approval', 'approved', 'rejected', 'generated', 'marked_as_paid', 'payment_reminder_sent', 'updated', 'archived', 'automatically_generated'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"user_id" integer,
	"hours" integer,
	"rate_minor" bigint,
	"amount_minor" bigint NOT NULL,
	"timesheet_month_id" integer,
	CONSTRAINT "invoice_lines_amount_check" CHECK ("invoice_lines"."amount_minor" between 0 and 99999999999)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_series" (
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_number_series_type_year_pk" PRIMARY KEY("type","year"),
	CONSTRAINT "invoice_number_series_type_check" CHECK ("invoice_number_series"."type" in ('sale', 'credit_nota', 'commitment', 'final', 'purchase'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"number" text,
	"issued_at" date NOT NULL,
	"due_at" date NOT NULL,
	"payment_period" smallint DEFAULT 14 NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"vat_mode" text DEFAULT 'none' NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"commitment_amount_minor" bigint DEFAULT 0 NOT NULL,
	"ref_invoice_id" integer,
	"commitment_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_id" integer,
	"finalized" boolean DEFAULT false NOT NULL,
	"finalized_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"last_mail_id" integer,
	"email_status" text,
	"payment_platform" text,
	"batch_ref" text,
	"billing" jsonb,
	"pdf_file_id" integer,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('sale', 'credit_nota', 'commitment', 'final', 'purchase')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('EUR', 'USD')),
	CONSTRAINT "invoices_vat_mode_check" CHECK ("invoices"."vat_mode" in ('home', 'reverse_charge', 'none')),
	CONSTRAINT "invoices_email_status_check" CHECK ("invoices"."email_status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "invoices_payment_platform_check" CHECK ("invoices"."payment_platform" in ('payoneer', 'iban', 'wise')),
	CONSTRAINT "invoices_payment_period_check" CHECK ("invoices"."payment_period" in (7, 14, 21, 30, 60)),
	CONSTRAINT "invoices_money_check" CHECK ("invoices"."amount_minor" between 0 and 99999999999 and "invoices"."vat_minor" >= 0 and "invoices"."total_minor" = "invoices"."amount_minor" + "invoices"."vat_minor" and "invoices"."commitment_amount_minor" between 0 and 99999999999),
	CONSTRAINT "invoices_number_final_check" CHECK ("invoices"."number" is null or "invoices"."finalized")
);
--> statement-breakpoint
ALTER TABLE "mail_claims" DROP CONSTRAINT "mail_claims_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "invoice_comments" ADD CONSTRAINT "invoice_comments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_comments" ADD CONSTRAINT "invoice_comments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_timesheet_month_id_timesheet_months_id_fk" FOREIGN KEY ("timesheet_month_id") REFERENCES "public"."timesheet_months"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ref_invoice_id_invoices_id_fk" FOREIGN KEY ("ref_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_commitment_id_invoices_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_last_mail_id_outbox_id_fk" FOREIGN KEY ("last_mail_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_comments_invoice_idx" ON "invoice_comments" USING btree ("invoice_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_timesheet_month_key" ON "invoice_lines" USING btree ("timesheet_month_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_project_created_idx" ON "invoices" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_at","id") WHERE "invoices"."deleted_at" is null and not "invoices"."paid" and not "invoices"."archived";--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_ref_idx" ON "invoices" USING btree ("ref_invoice_id") WHERE "invoices"."ref_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_commitment_idx" ON "invoices" USING btree ("commitment_id") WHERE "invoices"."commitment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "invoices"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_claims" ADD CONSTRAINT "mail_claims_kind_check" CHECK ("mail_claims"."kind" in ('invite', 'team_invite', 'reminder', 'question', 'timesheet_review', 'shortlist_share', 'interest_poll', 'shortlist_feedback', 'invoice', 'invoice_reminder'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('team_invite', 'team_invite_reminder', 'rate_changed', 'document_added', 'document_updated', 'project_question', 'payout_method_added', 'payout_method_changed', 'payout_method_default', 'timesheet_approved', 'timesheet_rejected', 'timesheet_reopened', 'timesheet_reminder', 'timesheet_digest', 'report_reminder', 'survey_reminder', 'report_received', 'report_digest', 'interest_poll', 'interest_poll_reminder', 'shortlist_feedback', 'invoice_for_approval', 'invoice_rejected', 'invoice_approved'));--> statement-breakpoint
-- ADR 023: updated_at is kept by the set_updated_at() trigger on every table that has the column.
CREATE TRIGGER "invoices_updated_at" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION set_updated_at();--> statement-breakpoint
-- ADR 032: an invoice's history is append-only, like audit_log: who approved and who paid is never lost.
CREATE FUNCTION invoice_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_events_no_update_delete BEFORE UPDATE OR DELETE ON invoice_events
  FOR EACH ROW EXECUTE FUNCTION invoice_events_refuse_change();--> statement-breakpoint
CREATE TRIGGER invoice_events_no_truncate BEFORE TRUNCATE ON invoice_events
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_events_refuse_change();
