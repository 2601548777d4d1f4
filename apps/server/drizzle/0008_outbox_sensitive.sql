ALTER TABLE "outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Mails written before this column existed: the templates that carry a secret link (ADR 012).
UPDATE "outbox" SET "sensitive" = true WHERE "template" IN ('password-reset', 'set-password', 'invite');
--> statement-breakpoint
-- Those already sent (or given up) keep no secret: their links are hidden, as delivery now does.
UPDATE "outbox" SET "text" = regexp_replace("text", 'https?://[^\s<>"'']+', '[link hidden]', 'g'), "html" = NULL
  WHERE "sensitive" AND "status" IN ('sent', 'failed');
