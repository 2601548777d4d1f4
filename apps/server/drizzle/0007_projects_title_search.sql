-- Title search (`search=` of the project lists) matches any part of the title: a trigram index
-- serves `lower(title) like '%term%'` where the pg_trgm extension is available (PostgreSQL
-- servers ship it in contrib). Where it is not (embedded PGlite, a locked-down server), nothing
-- is created and the search scans instead: same results, slower at scale.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS projects_title_trgm_idx ON projects USING gin (lower(title) gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: project title search runs without its index';
END $$;
