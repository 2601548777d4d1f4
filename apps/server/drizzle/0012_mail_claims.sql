CREATE TABLE "mail_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"action" uuid NOT NULL,
	"recipient_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_claims_actor_idx" ON "mail_claims" USING btree ("actor_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "mail_claims_recipient_idx" ON "mail_claims" USING btree ("recipient_hash","kind","created_at");--> statement-breakpoint
CREATE INDEX "mail_claims_created_idx" ON "mail_claims" USING btree ("created_at");