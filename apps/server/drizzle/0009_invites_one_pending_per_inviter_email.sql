-- One pending invitation per inviter and e-mail (ADR 015). Until now only invitations whose link
-- still worked blocked a new one, so an inviter may hold expired pending duplicates: the newest
-- stays: the one whose link lasts longest (a resend renews an older row's link), then the newest;
-- the others go, so that the index can be built.
DELETE FROM "invites" AS older
USING "invites" AS newer
WHERE older."used_at" IS NULL
  AND newer."used_at" IS NULL
  AND older."created_by_id" = newer."created_by_id"
  AND lower(older."email") = lower(newer."email")
  AND (older."expires_at", older."id") < (newer."expires_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_creator_email_pending_uniq" ON "invites" USING btree ("created_by_id",lower("email")) WHERE "invites"."used_at" is null;
