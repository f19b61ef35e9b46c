-- The patient-list version (table patient_versions, decision 016): moves once per committed transaction
-- that changed what a patients list or search shows (a patient's user row or profile, an insurer's
-- name, a clinic link) or whom it is shown to (a staff member's clinics, the tenant's data sharing).
-- Deferred constraint triggers, as for calendar_versions (migration 0016): the counter's row is locked
-- only during the commit, and a transaction-local setting moves it once however many rows changed.
-- Runs as the writer: row-level security applies to patient_versions like to every tenant table.
CREATE FUNCTION app_patients_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  t uuid;
BEGIN
  IF TG_TABLE_NAME = 'tenants' THEN
    t := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    t := OLD.tenant_id;
  ELSE
    t := NEW.tenant_id;
  END IF;
  IF current_setting('app.patients_changed', true) = t::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('app.patients_changed', t::text, true);
  INSERT INTO patient_versions (tenant_id, version) VALUES (t, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET version = patient_versions.version + 1;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_patients_changed_ins
  AFTER INSERT ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.type = 'patient')
  EXECUTE FUNCTION app_patients_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_patients_changed_upd
  AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.type = 'patient' OR OLD.type = 'patient')
  EXECUTE FUNCTION app_patients_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_patients_changed_del
  AFTER DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.type = 'patient')
  EXECUTE FUNCTION app_patients_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER patient_profiles_patients_changed
  AFTER INSERT OR UPDATE OR DELETE ON patient_profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_patients_changed();
--> statement-breakpoint
-- A patient's clinics (the clinic filter) and a staff member's (what they may see).
CREATE CONSTRAINT TRIGGER user_clinics_patients_changed
  AFTER INSERT OR UPDATE OR DELETE ON user_clinics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_patients_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER insurers_patients_changed
  AFTER UPDATE OF name ON insurers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION app_patients_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tenants_patients_changed
  AFTER UPDATE OF allow_data_sharing ON tenants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.allow_data_sharing IS DISTINCT FROM NEW.allow_data_sharing)
  EXECUTE FUNCTION app_patients_changed();
--> statement-breakpoint
-- The versions a cached answer is kept under, read with the session lookup in one round trip (decision
-- 016): `select … from auth_session(…) s left join lateral auth_answer_versions(s.tenant_id) v on true`.
-- Owned by clinica_auth like the session lookup; it answers two counters and nothing else.
GRANT SELECT ON calendar_versions, patient_versions TO clinica_auth;
--> statement-breakpoint
CREATE POLICY auth_lookup ON calendar_versions AS PERMISSIVE FOR SELECT TO clinica_auth USING (true);
--> statement-breakpoint
CREATE POLICY auth_lookup ON patient_versions AS PERMISSIVE FOR SELECT TO clinica_auth USING (true);
--> statement-breakpoint
CREATE FUNCTION auth_answer_versions(p_tenant uuid)
RETURNS TABLE (calendar_version bigint, patient_version bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT coalesce((SELECT c.version FROM calendar_versions c WHERE c.tenant_id = p_tenant), 0),
         coalesce((SELECT p.version FROM patient_versions p WHERE p.tenant_id = p_tenant), 0)
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_answer_versions(uuid) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_answer_versions(uuid) FROM PUBLIC;
