CREATE TABLE "project_list_count_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"archived" boolean NOT NULL,
	"stage" text NOT NULL,
	"category" text NOT NULL,
	"delta" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_list_counts" (
	"archived" boolean NOT NULL,
	"stage" text NOT NULL,
	"category" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "project_list_counts_archived_stage_category_pk" PRIMARY KEY("archived","stage","category")
);
--> statement-breakpoint
CREATE INDEX "project_list_count_changes_key_idx" ON "project_list_count_changes" USING btree ("archived","stage","category");--> statement-breakpoint
-- A project entering or leaving a key appends +1 / -1: an insert only, so concurrent project
-- writes never lock a shared counter row (no waits, no deadlocks between opposite moves).
CREATE FUNCTION project_list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.archived, OLD.stage, OLD.category) = (NEW.archived, NEW.stage, NEW.category) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO project_list_count_changes (archived, stage, category, delta)
      VALUES (OLD.archived, OLD.stage, OLD.category, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO project_list_count_changes (archived, stage, category, delta)
      VALUES (NEW.archived, NEW.stage, NEW.category, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_list_counts
  AFTER INSERT OR DELETE OR UPDATE OF archived, stage, category ON projects
  FOR EACH ROW EXECUTE FUNCTION project_list_counts_track();
--> statement-breakpoint
-- Folds the changes into the totals in one transaction: a reader sees the changes either still
-- apart or already in `n`, never both. Only this function locks the totals' rows.
CREATE FUNCTION fold_project_list_counts() RETURNS integer LANGUAGE sql AS $$
  WITH folded AS (
    DELETE FROM project_list_count_changes RETURNING archived, stage, category, delta
  ), sums AS (
    INSERT INTO project_list_counts (archived, stage, category, n)
      SELECT archived, stage, category, sum(delta)::int FROM folded GROUP BY archived, stage, category
      ORDER BY archived, stage, category
    ON CONFLICT (archived, stage, category) DO UPDATE SET n = project_list_counts.n + excluded.n
    RETURNING 1
  )
  SELECT count(*)::int FROM sums
$$;
--> statement-breakpoint
INSERT INTO project_list_counts (archived, stage, category, n)
  SELECT archived, stage, category, count(*) FROM projects GROUP BY archived, stage, category;
