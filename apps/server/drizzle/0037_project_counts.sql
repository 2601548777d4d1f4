CREATE TABLE "invoice_project_counts" (
	"project_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"paid" boolean NOT NULL,
	"archived" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "invoice_project_counts_project_id_type_status_paid_archived_pk" PRIMARY KEY("project_id","type","status","paid","archived"),
	CONSTRAINT "invoice_project_counts_type_check" CHECK ("invoice_project_counts"."type" in ('sale', 'credit_nota', 'commitment', 'final', 'purchase')),
	CONSTRAINT "invoice_project_counts_status_check" CHECK ("invoice_project_counts"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "invoice_total_changes" ADD COLUMN "project_id" integer;--> statement-breakpoint
-- ADR 032 Lists at scale: the changes carry the project too, and moving an invoice to another
-- project is a change.
CREATE OR REPLACE FUNCTION invoice_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.project_id, OLD.issued_at, OLD.due_at, OLD.currency, OLD.type, OLD.status, OLD.paid, OLD.archived, OLD.total_minor, OLD.deleted_at IS NULL)
      IS NOT DISTINCT FROM (NEW.project_id, NEW.issued_at, NEW.due_at, NEW.currency, NEW.type, NEW.status, NEW.paid, NEW.archived, NEW.total_minor, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    INSERT INTO invoice_total_changes (project_id, issued_at, due_at, currency, type, status, paid, archived, delta, total_minor)
      VALUES (OLD.project_id, OLD.issued_at, OLD.due_at, OLD.currency, OLD.type, OLD.status, OLD.paid, OLD.archived, -1, -OLD.total_minor);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    INSERT INTO invoice_total_changes (project_id, issued_at, due_at, currency, type, status, paid, archived, delta, total_minor)
      VALUES (NEW.project_id, NEW.issued_at, NEW.due_at, NEW.currency, NEW.type, NEW.status, NEW.paid, NEW.archived, 1, NEW.total_minor);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER invoices_totals ON invoices;
--> statement-breakpoint
CREATE TRIGGER invoices_totals
  AFTER INSERT OR DELETE OR UPDATE OF project_id, issued_at, due_at, currency, type, status, paid, archived, total_minor, deleted_at ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoice_totals_track();
--> statement-breakpoint
-- Folds the changes into the four tables in one statement: a reader sees the changes either still
-- apart or already folded, never both. Only this function writes the folded rows. The changes
-- appended before this migration have no project: the project counts below start from the
-- invoices as they are, which those changes are already part of.
CREATE OR REPLACE FUNCTION fold_invoice_totals() RETURNS integer LANGUAGE sql AS $$
  WITH folded AS (
    DELETE FROM invoice_total_changes
      RETURNING project_id, issued_at, due_at, currency, type, status, paid, archived, delta, total_minor
  ), counts AS (
    INSERT INTO invoice_list_counts (type, status, paid, archived, n)
      SELECT type, status, paid, archived, sum(delta)::int FROM folded
      GROUP BY type, status, paid, archived ORDER BY type, status, paid, archived
    ON CONFLICT (type, status, paid, archived) DO UPDATE SET n = invoice_list_counts.n + excluded.n
    RETURNING 1
  ), days AS (
    INSERT INTO invoice_day_totals (issued_at, currency, type, status, paid, archived, n, total_minor)
      SELECT issued_at, currency, type, status, paid, archived, sum(delta)::int, sum(total_minor)::bigint FROM folded
      GROUP BY issued_at, currency, type, status, paid, archived
      ORDER BY issued_at, currency, type, status, paid, archived
    ON CONFLICT (issued_at, currency, type, status, paid, archived) DO UPDATE
      SET n = invoice_day_totals.n + excluded.n, total_minor = invoice_day_totals.total_minor + excluded.total_minor
    RETURNING 1
  ), dues AS (
    INSERT INTO invoice_due_counts (due_at, type, n)
      SELECT due_at, type, sum(delta)::int FROM folded
      WHERE due_at IS NOT NULL AND NOT paid AND NOT archived
      GROUP BY due_at, type ORDER BY due_at, type
    ON CONFLICT (due_at, type) DO UPDATE SET n = invoice_due_counts.n + excluded.n
    RETURNING 1
  ), projects AS (
    INSERT INTO invoice_project_counts (project_id, type, status, paid, archived, n)
      SELECT project_id, type, status, paid, archived, sum(delta)::int FROM folded
      WHERE project_id IS NOT NULL
      GROUP BY project_id, type, status, paid, archived ORDER BY project_id, type, status, paid, archived
    ON CONFLICT (project_id, type, status, paid, archived) DO UPDATE SET n = invoice_project_counts.n + excluded.n
    RETURNING 1
  )
  SELECT ((SELECT count(*) FROM counts) + (SELECT count(*) FROM days) + (SELECT count(*) FROM dues)
    + (SELECT count(*) FROM projects))::int
$$;
--> statement-breakpoint
INSERT INTO invoice_project_counts (project_id, type, status, paid, archived, n)
  SELECT project_id, type, status, paid, archived, count(*) FROM invoices
  WHERE deleted_at IS NULL GROUP BY project_id, type, status, paid, archived;
