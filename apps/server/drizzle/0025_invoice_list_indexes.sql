CREATE TABLE "invoice_day_totals" (
	"issued_at" date NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"paid" boolean NOT NULL,
	"archived" boolean NOT NULL,
	"n" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "invoice_day_totals_issued_at_currency_type_status_paid_archived_pk" PRIMARY KEY("issued_at","currency","type","status","paid","archived"),
	CONSTRAINT "invoice_day_totals_currency_check" CHECK ("invoice_day_totals"."currency" in ('EUR', 'USD')),
	CONSTRAINT "invoice_day_totals_type_check" CHECK ("invoice_day_totals"."type" in ('sale', 'credit_nota', 'commitment', 'final', 'purchase')),
	CONSTRAINT "invoice_day_totals_status_check" CHECK ("invoice_day_totals"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "invoice_list_counts" (
	"type" text NOT NULL,
	"status" text NOT NULL,
	"paid" boolean NOT NULL,
	"archived" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "invoice_list_counts_type_status_paid_archived_pk" PRIMARY KEY("type","status","paid","archived"),
	CONSTRAINT "invoice_list_counts_type_check" CHECK ("invoice_list_counts"."type" in ('sale', 'credit_nota', 'commitment', 'final', 'purchase')),
	CONSTRAINT "invoice_list_counts_status_check" CHECK ("invoice_list_counts"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "invoice_total_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issued_at" date NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"paid" boolean NOT NULL,
	"archived" boolean NOT NULL,
	"delta" smallint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "invoice_total_changes_currency_check" CHECK ("invoice_total_changes"."currency" in ('EUR', 'USD')),
	CONSTRAINT "invoice_total_changes_type_check" CHECK ("invoice_total_changes"."type" in ('sale', 'credit_nota', 'commitment', 'final', 'purchase')),
	CONSTRAINT "invoice_total_changes_status_check" CHECK ("invoice_total_changes"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "invoice_total_changes_day_idx" ON "invoice_total_changes" USING btree ("issued_at");--> statement-breakpoint
-- ADR 032 Lists at scale: a live invoice (deleted_at null) entering or leaving a key appends ±1
-- and ± its total: an insert only, so concurrent invoice writes never lock a shared counter row.
CREATE FUNCTION invoice_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (OLD.issued_at, OLD.currency, OLD.type, OLD.status, OLD.paid, OLD.archived, OLD.total_minor, OLD.deleted_at IS NULL)
      IS NOT DISTINCT FROM (NEW.issued_at, NEW.currency, NEW.type, NEW.status, NEW.paid, NEW.archived, NEW.total_minor, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    INSERT INTO invoice_total_changes (issued_at, currency, type, status, paid, archived, delta, total_minor)
      VALUES (OLD.issued_at, OLD.currency, OLD.type, OLD.status, OLD.paid, OLD.archived, -1, -OLD.total_minor);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    INSERT INTO invoice_total_changes (issued_at, currency, type, status, paid, archived, delta, total_minor)
      VALUES (NEW.issued_at, NEW.currency, NEW.type, NEW.status, NEW.paid, NEW.archived, 1, NEW.total_minor);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_totals
  AFTER INSERT OR DELETE OR UPDATE OF issued_at, currency, type, status, paid, archived, total_minor, deleted_at ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoice_totals_track();
--> statement-breakpoint
-- Folds the changes into both tables in one statement: a reader sees the changes either still
-- apart or already folded, never both. Only this function writes the folded rows.
CREATE FUNCTION fold_invoice_totals() RETURNS integer LANGUAGE sql AS $$
  WITH folded AS (
    DELETE FROM invoice_total_changes
      RETURNING issued_at, currency, type, status, paid, archived, delta, total_minor
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
  )
  SELECT ((SELECT count(*) FROM counts) + (SELECT count(*) FROM days))::int
$$;
--> statement-breakpoint
INSERT INTO invoice_list_counts (type, status, paid, archived, n)
  SELECT type, status, paid, archived, count(*) FROM invoices WHERE deleted_at IS NULL
  GROUP BY type, status, paid, archived;
--> statement-breakpoint
INSERT INTO invoice_day_totals (issued_at, currency, type, status, paid, archived, n, total_minor)
  SELECT issued_at, currency, type, status, paid, archived, count(*), sum(total_minor) FROM invoices
  WHERE deleted_at IS NULL GROUP BY issued_at, currency, type, status, paid, archived;
--> statement-breakpoint
-- The list's search also matches its project's title and its client's name (the owner's company or
-- name): trigram indexes where pg_trgm is available (0007 made the projects' one, 0027 the
-- invoices' title and number ones); where it is not (embedded PGlite), the search scans instead.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS companies_name_trgm_idx ON companies USING gin (lower(name) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: invoice search runs without its indexes';
END $$;
