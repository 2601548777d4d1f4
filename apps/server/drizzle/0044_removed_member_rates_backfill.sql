ALTER TABLE "participation_rates" DROP CONSTRAINT "participation_rates_owner_check";--> statement-breakpoint
ALTER TABLE "participation_rates" ADD CONSTRAINT "participation_rates_owner_check" CHECK (("participation_rates"."participation_id" is not null and "participation_rates"."removed_from_id" is null and "participation_rates"."removed_user_id" is null) or ("participation_rates"."participation_id" is null and "participation_rates"."removed_from_id" is not null and "participation_rates"."removed_user_id" is not null));--> statement-breakpoint
-- Members removed before 0043 lost their rate rows; their audit rows kept them. The rows that price
-- the hours they logged come back (those dated up to their last logged day, and their first),
-- once for a person and project that has none. Removed twice, a later time on the team's rates
-- replace the earlier ones from its first rate on.
WITH "removals" AS (
  SELECT a.id AS audit_id,
    (a.before->>'project')::integer AS project_id,
    (a.before->>'user')::integer AS user_id,
    a.before->'rates' AS rates,
    (SELECT min((x->>'effective_from')::date) FROM jsonb_array_elements(a.before->'rates') AS x) AS first_from
  FROM "audit_log" a
  WHERE a.action = 'participation.removed' AND jsonb_typeof(a.before->'rates') = 'array'
), "bounded" AS (
  SELECT r.*, (
    SELECT min(later.first_from) FROM "removals" later
    WHERE later.project_id = r.project_id AND later.user_id = r.user_id AND later.audit_id > r.audit_id
  ) AS next_from
  FROM "removals" r
), "rates" AS (
  SELECT b.audit_id, b.project_id, b.user_id, b.first_from, b.next_from,
    (rate->>'effective_from')::date AS effective_from,
    (rate->>'hours_per_week')::numeric(6, 2) AS hours_per_week,
    (rate->>'payout_rate_minor')::bigint AS payout_rate_minor,
    (rate->>'client_rate_minor')::bigint AS client_rate_minor
  FROM "bounded" b
  CROSS JOIN LATERAL jsonb_array_elements(b.rates) AS rate
)
INSERT INTO "participation_rates" ("participation_id", "removed_from_id", "removed_user_id", "effective_from", "hours_per_week", "payout_rate_minor", "client_rate_minor")
SELECT DISTINCT ON (r.project_id, r.user_id, r.effective_from)
  NULL, r.project_id, r.user_id, r.effective_from, r.hours_per_week, r.payout_rate_minor, r.client_rate_minor
FROM "rates" r
JOIN "projects" p ON p.id = r.project_id
JOIN "users" u ON u.id = r.user_id
JOIN LATERAL (
  SELECT max(e.day) AS last_day FROM "timesheet_entries" e WHERE e.project_id = r.project_id AND e.user_id = r.user_id
) logged ON logged.last_day IS NOT NULL
WHERE (r.effective_from <= logged.last_day OR r.effective_from = r.first_from)
  AND (r.next_from IS NULL OR r.effective_from < r.next_from)
  AND NOT EXISTS (
    SELECT 1 FROM "participation_rates" x
    WHERE x.participation_id IS NULL AND x.removed_from_id = r.project_id AND x.removed_user_id = r.user_id
  )
ORDER BY r.project_id, r.user_id, r.effective_from, r.audit_id DESC;
