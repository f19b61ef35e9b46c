-- Patient search reads users alone (decision 007, 2026 update): the search text moves from
-- patient_profiles to users (column added by 0017, trigram index and old column by 0019), and
-- app_patient_search returns the matching patients' user rows instead of ids, so a search no longer
-- looks every match up in users and again in patient_profiles (671 × 2 index probes for "joao").
--
-- Backfill: the text as it is (an erased patient keeps ''). The connection user owns the tables, and
-- FORCE row-level security applies to an owner that is no superuser (no policy: no rows), so it is
-- lifted for this statement only; app_apply_tenant_rls() forces it again after every migration run too.
ALTER TABLE users NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_profiles NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE users u SET search_text = p.search_text
  FROM patient_profiles p
 WHERE p.user_id = u.id AND p.search_text <> '';
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE patient_profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- clinica_search reads only the users columns the search needs (never password_hash, tokens…), every
-- tenant's (the function scopes to app.tenant_id itself), and no longer patient_profiles.
GRANT SELECT (id, tenant_id, type, first_name, surname, email, phone, image_file_id, active, created_at, search_text)
  ON users TO clinica_search;
--> statement-breakpoint
CREATE POLICY search_lookup ON users AS PERMISSIVE FOR SELECT TO clinica_search USING (true);
--> statement-breakpoint
DROP FUNCTION app_patient_search(text[]);
--> statement-breakpoint
DROP POLICY search_lookup ON patient_profiles;
--> statement-breakpoint
REVOKE SELECT ON patient_profiles FROM clinica_search;
--> statement-breakpoint
-- The request's tenant's patients (active or not: the caller filters) whose search text contains every
-- word, with what a list page shows and sorts by. No tenant set, or no words: nothing.
CREATE FUNCTION app_patient_search(p_words text[])
RETURNS TABLE (id uuid, first_name text, surname text, email text, phone text, image_file_id uuid,
               active boolean, created_at timestamptz)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET plan_cache_mode = force_custom_plan
ROWS 200 AS $fn$
DECLARE
  v_tenant uuid := nullif(current_setting('app.tenant_id', true), '')::uuid;
  v_patterns text[];
BEGIN
  IF v_tenant IS NULL OR coalesce(cardinality(p_words), 0) = 0 THEN
    RETURN;
  END IF;
  SELECT array_agg('%' || app_search_text(w) || '%' ORDER BY length(w) DESC)
    INTO v_patterns FROM unnest(p_words) AS w;
  -- One LIKE per word, each an index condition, so that the trigram index intersects them itself:
  -- "joao silva" reads the 17 rows that have both, not the thousands with "silva" (LIKE ALL over an
  -- array cannot use the index). The text depends only on how many words (at most 8); the patterns
  -- are parameters, and an EXECUTE is planned for their values at every call.
  RETURN QUERY EXECUTE
    'SELECT u.id, u.first_name, u.surname, u.email, u.phone, u.image_file_id, u.active, u.created_at
       FROM users u
      WHERE u.tenant_id = $1 AND u.type = ''patient'''
    || (SELECT string_agg(format(' AND u.search_text LIKE $2[%s]', i), '' ORDER BY i)
          FROM generate_subscripts(v_patterns, 1) AS i)
    USING v_tenant, v_patterns;
END
$fn$;
--> statement-breakpoint
ALTER FUNCTION app_patient_search(text[]) OWNER TO clinica_search;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_patient_search(text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_patient_search(text[]) TO clinica_app;
