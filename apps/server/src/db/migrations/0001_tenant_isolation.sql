-- Tenant isolation (DESIGN §5, §9): the application queries as clinica_app, which owns nothing and is
-- no superuser, so row-level security applies to it. Identity lookups that run before the tenant is
-- known go through SECURITY DEFINER functions owned by clinica_auth (docs/decisions/002-*.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clinica_app') THEN
    CREATE ROLE clinica_app NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'clinica_auth') THEN
    CREATE ROLE clinica_auth NOLOGIN;
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  -- The connecting user must be able to SET ROLE to both (a no-op for a superuser).
  IF NOT pg_has_role(current_user, 'clinica_app', 'MEMBER') THEN
    EXECUTE format('GRANT clinica_app TO %I', current_user);
  END IF;
  IF NOT pg_has_role(current_user, 'clinica_auth', 'MEMBER') THEN
    EXECUTE format('GRANT clinica_auth TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO clinica_app, clinica_auth;
--> statement-breakpoint
GRANT CREATE ON SCHEMA public TO clinica_auth;
--> statement-breakpoint
-- Applied after every migration run (idempotent): every table of the public schema is granted to the
-- application role, and every table with a tenant_id (and tenants itself) gets FORCE row-level
-- security with the tenant_isolation policy. A table added later cannot be forgotten.
CREATE OR REPLACE FUNCTION app_apply_tenant_rls() RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  r record;
  col text;
BEGIN
  FOR r IN
    SELECT c.relname,
           EXISTS (SELECT 1 FROM pg_attribute a
                   WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped) AS has_tenant
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
  LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO clinica_app', r.relname);
    IF r.has_tenant OR r.relname = 'tenants' THEN
      col := CASE WHEN r.relname = 'tenants' THEN 'id' ELSE 'tenant_id' END;
      EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', r.relname);
      EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', r.relname);
      IF NOT EXISTS (SELECT 1 FROM pg_policies
                     WHERE schemaname = 'public' AND tablename = r.relname AND policyname = 'tenant_isolation') THEN
        EXECUTE format(
          'CREATE POLICY tenant_isolation ON %I AS PERMISSIVE FOR ALL TO clinica_app '
          'USING (%I = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
          'WITH CHECK (%I = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
          r.relname, col, col);
      END IF;
    END IF;
  END LOOP;
  -- The audit log is append-only for the application.
  REVOKE UPDATE, DELETE ON audit_events FROM clinica_app;
END
$fn$;
--> statement-breakpoint
GRANT SELECT ON users, tenants, permissions TO clinica_auth;
--> statement-breakpoint
GRANT SELECT, UPDATE ON sessions TO clinica_auth;
--> statement-breakpoint
CREATE POLICY auth_lookup ON users AS PERMISSIVE FOR SELECT TO clinica_auth USING (true);
--> statement-breakpoint
CREATE POLICY auth_lookup ON tenants AS PERMISSIVE FOR SELECT TO clinica_auth USING (true);
--> statement-breakpoint
CREATE POLICY auth_lookup ON permissions AS PERMISSIVE FOR SELECT TO clinica_auth USING (true);
--> statement-breakpoint
CREATE POLICY auth_lookup ON sessions AS PERMISSIVE FOR ALL TO clinica_auth USING (true) WITH CHECK (true);
--> statement-breakpoint
-- Login: the account behind an e-mail, whatever its tenant.
CREATE FUNCTION auth_login_lookup(p_email text)
RETURNS TABLE (user_id uuid, tenant_id uuid, password_hash text, active boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT u.id, u.tenant_id, u.password_hash, u.active
  FROM users u
  WHERE lower(u.email) = lower(p_email) AND u.can_login AND u.email IS NOT NULL
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_login_lookup(text) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_login_lookup(text) FROM PUBLIC;
--> statement-breakpoint
-- Every authenticated request: session + user + tenant + the professional's grants in one round trip,
-- touching last_seen_at at most once a minute. The clock comes from the application (testable expiry).
CREATE FUNCTION auth_session(p_token_hash text, p_now timestamptz, p_idle_seconds integer)
RETURNS TABLE (
  session_id uuid, user_id uuid, tenant_id uuid, user_type user_type, email text, first_name text,
  surname text, image_file_id uuid, status user_status, grants jsonb, tenant_name text, time_zone text,
  invoicing_active boolean, subscription_status subscription_status, trial_ends_at timestamptz
)
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  WITH touched AS (
    UPDATE sessions s SET last_seen_at = p_now
    WHERE s.token_hash = p_token_hash
      AND s.expires_at > p_now
      AND s.last_seen_at > p_now - make_interval(secs => p_idle_seconds)
      AND s.last_seen_at < p_now - interval '60 seconds'
    RETURNING s.id
  )
  SELECT s.id, u.id, u.tenant_id, u.type, u.email, u.first_name, u.surname, u.image_file_id, u.status,
         CASE WHEN u.type = 'professional' THEN
           (SELECT coalesce(jsonb_object_agg(p.resource || ':' || p.action, p.allowed), '{}'::jsonb)
            FROM permissions p WHERE p.tenant_id = u.tenant_id AND p.user_id = u.id)
         ELSE '{}'::jsonb END,
         t.name, t.time_zone, t.invoicing_active, t.subscription_status, t.trial_ends_at
  FROM sessions s
  JOIN users u ON u.id = s.user_id AND u.tenant_id = s.tenant_id
  JOIN tenants t ON t.id = s.tenant_id
  WHERE s.token_hash = p_token_hash
    AND s.expires_at > p_now
    AND s.last_seen_at > p_now - make_interval(secs => p_idle_seconds)
    AND u.active
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_session(text, timestamptz, integer) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_session(text, timestamptz, integer) FROM PUBLIC;
