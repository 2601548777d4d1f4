ALTER TABLE "users" ADD COLUMN "skill_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_talent_skills_idx" ON "users" USING gin ("skill_ids") WHERE "users"."type" = 1 and "users"."is_active" and "users"."can_contribute" and "users"."personal_data_purged_at" is null and not "users"."is_admin" and not "users"."is_pay_admin" and not "users"."is_staff";--> statement-breakpoint
-- users.skill_ids: each person's skill ids, sorted, for the talent pool's ranking (ADR 031), kept
-- here from profile_skills by statement triggers, whatever writes it (a profile's save, a skill
-- removed from the catalogue, a seed). Only this function writes the column.
CREATE OR REPLACE FUNCTION users_skill_ids_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people integer[];
BEGIN
  -- Each trigger has only its own transition tables; PL/pgSQL plans a branch when it first runs it.
  IF TG_OP = 'INSERT' THEN
    people := array(SELECT DISTINCT user_id FROM changed_after);
  ELSIF TG_OP = 'DELETE' THEN
    people := array(SELECT DISTINCT user_id FROM changed_before);
  ELSE
    people := array(SELECT user_id FROM changed_after UNION SELECT user_id FROM changed_before);
  END IF;
  UPDATE users SET skill_ids = coalesce(
    (SELECT array_agg(ps.skill_id ORDER BY ps.skill_id) FROM profile_skills ps WHERE ps.user_id = users.id),
    '{}'
  )
  WHERE users.id = ANY(people);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profile_skills_added AFTER INSERT ON profile_skills
  REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION users_skill_ids_track();
--> statement-breakpoint
CREATE TRIGGER profile_skills_removed AFTER DELETE ON profile_skills
  REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT EXECUTE FUNCTION users_skill_ids_track();
--> statement-breakpoint
CREATE TRIGGER profile_skills_changed AFTER UPDATE ON profile_skills
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION users_skill_ids_track();
--> statement-breakpoint
UPDATE users SET skill_ids = s.ids
FROM (SELECT user_id, array_agg(skill_id ORDER BY skill_id) AS ids FROM profile_skills GROUP BY user_id) s
WHERE users.id = s.user_id;
