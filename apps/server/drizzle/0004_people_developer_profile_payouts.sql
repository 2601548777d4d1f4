CREATE TABLE "educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"institution" text NOT NULL,
	"award" text NOT NULL,
	"details" text,
	"start_month" smallint NOT NULL,
	"start_year" smallint NOT NULL,
	"end_month" smallint,
	"end_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_project_skills" (
	"project_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_project_skills_project_id_skill_id_pk" PRIMARY KEY("project_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "profile_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"category" text DEFAULT 'other' NOT NULL,
	"project_link" text,
	"repository_link" text,
	"start_month" smallint NOT NULL,
	"start_year" smallint NOT NULL,
	"end_month" smallint,
	"end_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_experience_skills" (
	"work_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "work_experience_skills_work_id_skill_id_pk" PRIMARY KEY("work_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "work_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"location" text,
	"details" text NOT NULL,
	"start_month" smallint NOT NULL,
	"start_year" smallint NOT NULL,
	"end_month" smallint,
	"end_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"account_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"iban" text,
	"account_hint" text NOT NULL,
	"account_type" text,
	"external_id" text,
	"replaced_by_id" integer,
	"activated_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_default_is_active" CHECK (not "payout_accounts"."is_default" or "payout_accounts"."status" = 'active')
);
--> statement-breakpoint
CREATE TABLE "share_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"is_link_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_project_skills" ADD CONSTRAINT "profile_project_skills_project_id_profile_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."profile_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_project_skills" ADD CONSTRAINT "profile_project_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_projects" ADD CONSTRAINT "profile_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_skills" ADD CONSTRAINT "work_experience_skills_work_id_work_experiences_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experience_skills" ADD CONSTRAINT "work_experience_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_settings" ADD CONSTRAINT "share_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "educations_user_idx" ON "educations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "profile_projects_user_idx" ON "profile_projects" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "work_experiences_user_idx" ON "work_experiences" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payout_accounts_user_idx" ON "payout_accounts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_one_default" ON "payout_accounts" USING btree ("user_id") WHERE "payout_accounts"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_one_active" ON "payout_accounts" USING btree ("user_id","provider") WHERE "payout_accounts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_one_pending" ON "payout_accounts" USING btree ("user_id","provider") WHERE "payout_accounts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "share_settings_user_key" ON "share_settings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_settings_key_key" ON "share_settings" USING btree ("key");