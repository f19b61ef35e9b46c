-- Record keeping of evaluations (issue 23, decision 026), held by the database as well as the service:
-- a signed evaluation never changes and is never deleted, and addenda are append-only for the
-- application role (app_apply_tenant_rls() revokes UPDATE and DELETE on them at every run).
CREATE OR REPLACE FUNCTION app_evaluation_signed_is_final() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.signed_at IS NOT NULL THEN
    RAISE EXCEPTION 'evaluation % is signed and cannot change', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER evaluations_signed_is_final BEFORE UPDATE OR DELETE ON evaluations
  FOR EACH ROW EXECUTE FUNCTION app_evaluation_signed_is_final();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_apply_tenant_rls() RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  r record;
  col text;
  rule text;
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
      rule := format('%I = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::uuid)', col);
      EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', r.relname);
      EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', r.relname);
      IF EXISTS (SELECT 1 FROM pg_policies
                 WHERE schemaname = 'public' AND tablename = r.relname AND policyname = 'tenant_isolation') THEN
        EXECUTE format('ALTER POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)', r.relname, rule, rule);
      ELSE
        EXECUTE format('CREATE POLICY tenant_isolation ON %I AS PERMISSIVE FOR ALL TO clinica_app USING (%s) WITH CHECK (%s)',
                       r.relname, rule, rule);
      END IF;
    END IF;
  END LOOP;
  -- The audit log is append-only for the application.
  REVOKE UPDATE, DELETE ON audit_events FROM clinica_app;
  -- So are an evaluation's addenda (decision 026).
  REVOKE UPDATE, DELETE ON evaluation_addenda FROM clinica_app;
END
$fn$;
