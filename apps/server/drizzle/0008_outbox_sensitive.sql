ALTER TABLE "outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Mails written before this column existed: the templates that carry a secret link (ADR 012).
UPDATE "outbox" SET "sensitive" = true WHERE "template" IN ('password-reset', 'set-password', 'invite');
