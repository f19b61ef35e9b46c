-- The login a server runs as on PostgreSQL (issue 21, decision 002): it owns nothing, may become
-- clinica_app (which row-level security binds to the request's tenant), and may call the identity
-- lookups (the SECURITY DEFINER functions owned by clinica_auth, which run before a tenant is known).
-- It is never a member of clinica_auth or clinica_search. The owner login calls this after every
-- migration run with the server's login; every statement is idempotent.
CREATE OR REPLACE FUNCTION app_grant_runtime(p_login name) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  f regprocedure;
BEGIN
  IF NOT pg_has_role(p_login, 'clinica_app', 'MEMBER') THEN
    EXECUTE format('GRANT clinica_app TO %I', p_login);
  END IF;
  FOR f IN
    SELECT p.oid::regprocedure
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' AND p.proowner = 'clinica_auth'::regrole
  LOOP
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', f, p_login);
  END LOOP;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_grant_runtime(name) FROM PUBLIC;
