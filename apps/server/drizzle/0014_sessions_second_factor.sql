ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
-- Sessions opened after a person's two-factor set-up went through the second factor; older ones of
-- such a person (a password alone) stop counting (ADR 019).
UPDATE "sessions" SET "second_factor_at" = "sessions"."created_at"
FROM "two_factor_credentials" AS "c"
WHERE "c"."user_id" = "sessions"."user_id" AND "c"."confirmed_at" IS NOT NULL
  AND "sessions"."created_at" >= "c"."confirmed_at";
