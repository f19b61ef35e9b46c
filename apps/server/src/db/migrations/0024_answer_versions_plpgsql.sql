-- auth_answer_versions (0022) in PL/pgSQL (decision 017): a LANGUAGE sql function that cannot be inlined
-- (SECURITY DEFINER) is planned again at every call, and it runs with every cached read's session
-- lookup; PL/pgSQL keeps the plan for the connection (0.13 → 0.08–0.11 ms for the lookup with
-- versions, one connection, pgbench). Same signature, owner and grants (CREATE OR REPLACE keeps them).
CREATE OR REPLACE FUNCTION auth_answer_versions(p_tenant uuid)
RETURNS TABLE (calendar_version bigint, patient_version bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  RETURN QUERY
    SELECT coalesce((SELECT c.version FROM calendar_versions c WHERE c.tenant_id = p_tenant), 0::bigint),
           coalesce((SELECT p.version FROM patient_versions p WHERE p.tenant_id = p_tenant), 0::bigint);
END
$fn$;
