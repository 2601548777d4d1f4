CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"link" text NOT NULL,
	"key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('team_invite', 'team_invite_reminder', 'rate_changed', 'document_added', 'document_updated')),
	CONSTRAINT "notifications_link_check" CHECK ("notifications"."link" like '/%' and "notifications"."link" not like '//%')
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_recipient_key_idx" ON "notifications" USING btree ("recipient_id","key");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_id","id") WHERE "notifications"."read_at" is null;