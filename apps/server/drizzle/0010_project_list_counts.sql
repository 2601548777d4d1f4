CREATE TABLE "project_list_counts" (
	"archived" boolean NOT NULL,
	"stage" text NOT NULL,
	"category" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "project_list_counts_archived_stage_category_pk" PRIMARY KEY("archived","stage","category")
);
--> statement-breakpoint
-- Kept exact by a trigger: each insert, delete, or change of archived / stage / category moves
-- one project from one key to another, in the same transaction as the change.
CREATE FUNCTION project_list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE project_list_counts SET n = n - 1
      WHERE archived = OLD.archived AND stage = OLD.stage AND category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO project_list_counts (archived, stage, category, n)
      VALUES (NEW.archived, NEW.stage, NEW.category, 1)
      ON CONFLICT (archived, stage, category) DO UPDATE SET n = project_list_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_list_counts
  AFTER INSERT OR DELETE OR UPDATE OF archived, stage, category ON projects
  FOR EACH ROW EXECUTE FUNCTION project_list_counts_track();
--> statement-breakpoint
INSERT INTO project_list_counts (archived, stage, category, n)
  SELECT archived, stage, category, count(*) FROM projects GROUP BY archived, stage, category;
