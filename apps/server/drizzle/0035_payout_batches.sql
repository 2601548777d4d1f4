CREATE TABLE "payout_batches" (
	"key" text PRIMARY KEY NOT NULL,
	"unarchived_id" integer,
	"unarchived_at" timestamp with time zone,
	"unpaid_id" integer,
	"unpaid_at" timestamp with time zone,
	"paid_id" integer,
	"paid_at" timestamp with time zone,
	"archived_id" integer,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payout_batches_unarchived_idx" ON "payout_batches" USING btree ("unarchived_at" DESC NULLS FIRST,"unarchived_id" DESC NULLS FIRST) WHERE "payout_batches"."unarchived_id" is not null;--> statement-breakpoint
CREATE INDEX "payout_batches_unpaid_idx" ON "payout_batches" USING btree ("unpaid_at" DESC NULLS FIRST,"unpaid_id" DESC NULLS FIRST) WHERE "payout_batches"."unpaid_id" is not null;--> statement-breakpoint
CREATE INDEX "payout_batches_paid_idx" ON "payout_batches" USING btree ("paid_at" DESC NULLS FIRST,"paid_id" DESC NULLS FIRST) WHERE "payout_batches"."paid_id" is not null;--> statement-breakpoint
CREATE INDEX "payout_batches_archived_idx" ON "payout_batches" USING btree ("archived_at" DESC NULLS FIRST,"archived_id" DESC NULLS FIRST) WHERE "payout_batches"."archived_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_recipient_payouts_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"archived","paid","batch_ref") WHERE "invoices"."type" = 'purchase' and "invoices"."deleted_at" is null;--> statement-breakpoint
-- ADR 033: the payouts list's rows over every project, one per batch. A batch's heads: for each of
-- the global list's filters, its earliest live payout (by id) that passes it, and when that was made.
CREATE FUNCTION payout_batch_heads(keys text[]) RETURNS SETOF payout_batches LANGUAGE sql STABLE AS $$
  SELECT k.key,
    (array_agg(m.id ORDER BY m.id) FILTER (WHERE NOT m.archived))[1],
    (array_agg(m.created_at ORDER BY m.id) FILTER (WHERE NOT m.archived))[1],
    (array_agg(m.id ORDER BY m.id) FILTER (WHERE NOT m.archived AND NOT m.paid))[1],
    (array_agg(m.created_at ORDER BY m.id) FILTER (WHERE NOT m.archived AND NOT m.paid))[1],
    (array_agg(m.id ORDER BY m.id) FILTER (WHERE NOT m.archived AND m.paid))[1],
    (array_agg(m.created_at ORDER BY m.id) FILTER (WHERE NOT m.archived AND m.paid))[1],
    (array_agg(m.id ORDER BY m.id) FILTER (WHERE m.archived))[1],
    (array_agg(m.created_at ORDER BY m.id) FILTER (WHERE m.archived))[1]
  FROM unnest(keys) AS k(key)
  LEFT JOIN LATERAL (
    SELECT i.id, i.created_at, i.archived, i.paid FROM invoices i
      WHERE i.batch_ref = k.key AND i.type = 'purchase' AND i.deleted_at IS NULL
    UNION ALL
    SELECT i.id, i.created_at, i.archived, i.paid FROM invoices i
      WHERE k.key LIKE 'id:%' AND i.id = CASE WHEN k.key LIKE 'id:%' THEN substr(k.key, 4)::int END
        AND i.batch_ref IS NULL AND i.type = 'purchase' AND i.deleted_at IS NULL
  ) AS m ON true
  GROUP BY k.key
$$;
--> statement-breakpoint
-- A batch's row is made once and never deleted (no live payout: every head null), and writers
-- lock the rows of the batches they touch in key order before reading their members: two writers
-- of one batch take turns, the second reading what the first committed.
CREATE FUNCTION payout_batches_refresh(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payout_batches (key) SELECT DISTINCT k FROM unnest(keys) AS k ORDER BY k
    ON CONFLICT (key) DO NOTHING;
  PERFORM 1 FROM payout_batches WHERE key = ANY (keys) ORDER BY key FOR UPDATE;
  UPDATE payout_batches b SET unarchived_id = h.unarchived_id, unarchived_at = h.unarchived_at,
      unpaid_id = h.unpaid_id, unpaid_at = h.unpaid_at, paid_id = h.paid_id, paid_at = h.paid_at,
      archived_id = h.archived_id, archived_at = h.archived_at
    FROM payout_batch_heads(keys) AS h WHERE b.key = h.key;
END $$;
--> statement-breakpoint
-- Once per statement: the batches of the payouts it wrote (a changed batch, archive, payment,
-- deletion or creation time), the old batch and the new.
CREATE FUNCTION payout_batches_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(coalesce(batch_ref, 'id:' || id)) INTO keys FROM new_rows WHERE type = 'purchase';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(coalesce(batch_ref, 'id:' || id)) INTO keys FROM old_rows WHERE type = 'purchase';
  ELSE
    SELECT array_agg(v.k) INTO keys FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (coalesce(n.batch_ref, 'id:' || n.id)), (coalesce(o.batch_ref, 'id:' || o.id))) AS v(k)
      WHERE (n.type = 'purchase' OR o.type = 'purchase')
        AND (n.batch_ref, n.type, n.archived, n.paid, n.deleted_at IS NULL, n.created_at)
          IS DISTINCT FROM (o.batch_ref, o.type, o.archived, o.paid, o.deleted_at IS NULL, o.created_at);
  END IF;
  IF keys IS NOT NULL THEN
    PERFORM payout_batches_refresh(keys);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_payout_batches_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batches_track();
--> statement-breakpoint
CREATE TRIGGER invoices_payout_batches_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batches_track();
--> statement-breakpoint
CREATE TRIGGER invoices_payout_batches_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_batches_track();
--> statement-breakpoint
INSERT INTO payout_batches
  SELECT * FROM payout_batch_heads(ARRAY(
    SELECT DISTINCT coalesce(batch_ref, 'id:' || id) FROM invoices WHERE type = 'purchase' AND deleted_at IS NULL));
