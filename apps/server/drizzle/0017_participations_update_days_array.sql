-- update_days: the text "0,2,4" becomes the array {0,2,4}; every stored row keeps its days ('' → {}).
ALTER TABLE "participations" DROP CONSTRAINT "participations_update_days_check";--> statement-breakpoint
ALTER TABLE "participations" ALTER COLUMN "update_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "participations" ALTER COLUMN "update_days" SET DATA TYPE smallint[] USING string_to_array("update_days", ',')::smallint[];--> statement-breakpoint
ALTER TABLE "participations" ALTER COLUMN "update_days" SET DEFAULT '{0,1,2,3,4}';--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_update_days_check" CHECK ("participations"."update_days" <@ '{0,1,2,3,4}'::smallint[]);
