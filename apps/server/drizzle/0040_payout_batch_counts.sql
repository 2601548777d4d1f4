CREATE TABLE "payout_batch_count_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "payout_batch_count_changes_list_check" CHECK ("payout_batch_count_changes"."list" in ('unarchived', 'unpaid', 'paid', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "payout_batch_counts" (
	"list" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "payout_batch_counts_list_check" CHECK ("payout_batch_counts"."list" in ('unarchived', 'unpaid', 'paid', 'archived'))
);
--> statement-breakpoint
-- ADR 033: refreshing the batches' rows also appends how many rows each list of every project
-- gained or lost (a batch whose head for a list appeared or went), read before and after the
-- update in one statement, after the rows are locked: the counts follow the rows exactly.
CREATE OR REPLACE FUNCTION payout_batches_refresh(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payout_batches (key) SELECT DISTINCT k FROM unnest(keys) AS k ORDER BY k
    ON CONFLICT (key) DO NOTHING;
  PERFORM 1 FROM payout_batches WHERE key = ANY (keys) ORDER BY key FOR UPDATE;
  WITH before AS (
    SELECT key, unarchived_id IS NOT NULL AS unarchived, unpaid_id IS NOT NULL AS unpaid,
        paid_id IS NOT NULL AS paid, archived_id IS NOT NULL AS archived
      FROM payout_batches WHERE key = ANY (keys)
  ), after AS (
    UPDATE payout_batches b SET unarchived_id = h.unarchived_id, unarchived_at = h.unarchived_at,
        unpaid_id = h.unpaid_id, unpaid_at = h.unpaid_at, paid_id = h.paid_id, paid_at = h.paid_at,
        archived_id = h.archived_id, archived_at = h.archived_at
      FROM payout_batch_heads(keys) AS h WHERE b.key = h.key
      RETURNING b.key, b.unarchived_id IS NOT NULL AS unarchived, b.unpaid_id IS NOT NULL AS unpaid,
        b.paid_id IS NOT NULL AS paid, b.archived_id IS NOT NULL AS archived
  )
  INSERT INTO payout_batch_count_changes (list, delta)
    SELECT v.list, sum(v.now::int - v.was::int) FROM before JOIN after USING (key)
      CROSS JOIN LATERAL (VALUES
        ('unarchived', after.unarchived, before.unarchived), ('unpaid', after.unpaid, before.unpaid),
        ('paid', after.paid, before.paid), ('archived', after.archived, before.archived)
      ) AS v(list, now, was)
    GROUP BY v.list HAVING sum(v.now::int - v.was::int) <> 0 ORDER BY v.list;
END $$;
--> statement-breakpoint
-- Folds the changes into the counts in one statement: a reader sees them apart or folded, never both.
CREATE FUNCTION fold_payout_batch_counts() RETURNS integer LANGUAGE sql AS $$
  WITH folded AS (
    DELETE FROM payout_batch_count_changes RETURNING list, delta
  ), counts AS (
    INSERT INTO payout_batch_counts (list, n)
      SELECT list, sum(delta)::int FROM folded GROUP BY list ORDER BY list
    ON CONFLICT (list) DO UPDATE SET n = payout_batch_counts.n + excluded.n
    RETURNING 1
  )
  SELECT count(*)::int FROM counts
$$;
--> statement-breakpoint
INSERT INTO payout_batch_counts (list, n)
  SELECT 'unarchived', count(*) FILTER (WHERE unarchived_id IS NOT NULL) FROM payout_batches
  UNION ALL SELECT 'unpaid', count(*) FILTER (WHERE unpaid_id IS NOT NULL) FROM payout_batches
  UNION ALL SELECT 'paid', count(*) FILTER (WHERE paid_id IS NOT NULL) FROM payout_batches
  UNION ALL SELECT 'archived', count(*) FILTER (WHERE archived_id IS NOT NULL) FROM payout_batches;
