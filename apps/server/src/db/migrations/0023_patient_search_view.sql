-- Patient search through a view instead of a function (decision 017). app_patient_search (0018) was
-- re-planned at every call (RETURN QUERY EXECUTE) and materialised every match: ≈ 0.8 ms of database
-- time per search against ≈ 0.25 ms for the same query planned once. A view is planned with the query
-- that reads it, so the search is one prepared statement whose plan PostgreSQL keeps.
--
-- Why a view owned by clinica_search, and why it works: under row-level security PostgreSQL evaluates
-- a query's own conditions after the policy's unless they are leakproof, and LIKE is not, so the
-- trigram index is never used by clinica_app (decision 007). A view is read with its owner's rights:
-- for clinica_search the only policy on users is search_lookup (USING true), so the caller's LIKE
-- conditions become index conditions, and the view's own WHERE keeps the rows to the request's tenant
-- (none when no tenant is set). clinica_search sees only the columns granted in 0018 (never
-- password_hash or tokens). The view is not a security barrier (a barrier would keep LIKE out of the
-- index again), so a function of the caller's own in a condition could see other tenants' rows of these
-- columns before the tenant condition. The application's statements call none; and row-level security
-- here guards against a statement that forgets its tenant, not against arbitrary SQL as clinica_app,
-- which sets app.tenant_id itself (DESIGN §9).
CREATE VIEW patient_search AS
SELECT u.id, u.first_name, u.surname, u.email, u.phone, u.image_file_id, u.active, u.created_at, u.search_text
  FROM users u
 WHERE u.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
   AND u.type = 'patient';
--> statement-breakpoint
ALTER VIEW patient_search OWNER TO clinica_search;
--> statement-breakpoint
REVOKE ALL ON patient_search FROM PUBLIC;
--> statement-breakpoint
GRANT SELECT ON patient_search TO clinica_app;
--> statement-breakpoint
DROP FUNCTION app_patient_search(text[]);
