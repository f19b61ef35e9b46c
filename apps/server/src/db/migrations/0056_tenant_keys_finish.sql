-- Issue 40 (decision 035), custom SQL after the generated 0055_tenant_keys: what Drizzle cannot say.
--
-- 1. ON DELETE SET NULL of a composite foreign key must name its column, or it would null tenant_id too
--    (PostgreSQL 15: SET NULL (column)). Drizzle states these keys with 'set null'; here they get the list.
ALTER TABLE services DROP CONSTRAINT services_specialty_id_fk;
--> statement-breakpoint
ALTER TABLE services ADD CONSTRAINT services_specialty_id_fk FOREIGN KEY (tenant_id, specialty_id)
  REFERENCES specialties(tenant_id, id) ON DELETE SET NULL (specialty_id);
--> statement-breakpoint
-- The tenant's main clinic is one of its own clinics (tenants.id is the tenant).
ALTER TABLE tenants ADD CONSTRAINT tenants_main_clinic_id_fk FOREIGN KEY (id, main_clinic_id)
  REFERENCES clinics(tenant_id, id) ON DELETE SET NULL (main_clinic_id);
--> statement-breakpoint
-- 2. Login e-mails stay unique over every clinic through login_emails (global, keyed by the e-mail),
--    kept by a trigger on users that runs as clinica_auth. The application role reads at most its own
--    tenant's rows (app_apply_tenant_rls forces tenant_isolation on it: it has a tenant_id).
GRANT SELECT, INSERT, DELETE ON login_emails TO clinica_auth;
--> statement-breakpoint
CREATE POLICY auth_lookup ON login_emails AS PERMISSIVE FOR ALL TO clinica_auth USING (true) WITH CHECK (true);
--> statement-breakpoint
INSERT INTO login_emails (email, tenant_id, user_id)
  SELECT lower(email), tenant_id, id FROM users WHERE can_login AND email IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION auth_keep_login_email() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM login_emails WHERE tenant_id = OLD.tenant_id AND user_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.can_login AND NEW.email IS NOT NULL THEN
    -- A unique violation here (login_emails_pkey) is the e-mail another account logs in with.
    INSERT INTO login_emails (email, tenant_id, user_id) VALUES (lower(NEW.email), NEW.tenant_id, NEW.id);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_keep_login_email() OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_keep_login_email() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER users_login_email AFTER INSERT OR DELETE OR UPDATE OF email, can_login ON users
  FOR EACH ROW EXECUTE FUNCTION auth_keep_login_email();
--> statement-breakpoint
-- 3. The identity lookups (decision 002) read one clinic's rows: by e-mail through login_emails, and by
--    (tenant_id, hash) for the session cookie, the single-use links and the iCal feed, whose values now
--    carry the tenant's id beside the secret. Old cookies end (their lookup is gone).
CREATE OR REPLACE FUNCTION auth_login_lookup(p_email text)
RETURNS TABLE (user_id uuid, tenant_id uuid, password_hash text, active boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT u.id, u.tenant_id, u.password_hash, u.active
  FROM login_emails l JOIN users u ON u.tenant_id = l.tenant_id AND u.id = l.user_id
  WHERE l.email = lower(p_email)
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_account_lookup(p_email text)
RETURNS TABLE (user_id uuid, tenant_id uuid, status user_status, active boolean, first_name text, tenant_name text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT u.id, u.tenant_id, u.status, u.active, u.first_name, t.name
  FROM login_emails l
  JOIN users u ON u.tenant_id = l.tenant_id AND u.id = l.user_id
  JOIN tenants t ON t.id = u.tenant_id
  WHERE l.email = lower(p_email)
$fn$;
--> statement-breakpoint
DROP FUNCTION auth_token_lookup(text);
--> statement-breakpoint
CREATE FUNCTION auth_token_lookup(p_tenant uuid, p_token_hash text)
RETURNS TABLE (token_id uuid, tenant_id uuid, user_id uuid, purpose token_purpose, expires_at timestamptz,
               used_at timestamptz, email text, active boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT t.id, t.tenant_id, t.user_id, t.purpose, t.expires_at, t.used_at, u.email, u.active
  FROM user_tokens t JOIN users u ON u.tenant_id = t.tenant_id AND u.id = t.user_id
  WHERE t.tenant_id = p_tenant AND t.token_hash = p_token_hash
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_token_lookup(uuid, text) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_token_lookup(uuid, text) FROM PUBLIC;
--> statement-breakpoint
-- The feed by (tenant, hash). The one-argument ical_feed_lookup (migration 0012) stays for addresses
-- made before this issue: the route finds their tenant once and redirects to the new address.
CREATE FUNCTION ical_feed_lookup(p_tenant uuid, p_token_hash text)
RETURNS TABLE (tenant_id uuid, user_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT u.tenant_id, u.id FROM users u
  WHERE u.tenant_id = p_tenant AND u.ical_token_hash = p_token_hash
    AND u.active AND u.type IN ('professional', 'manager')
$fn$;
--> statement-breakpoint
ALTER FUNCTION ical_feed_lookup(uuid, text) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION ical_feed_lookup(uuid, text) FROM PUBLIC;
--> statement-breakpoint
DROP FUNCTION auth_session(text, timestamptz, integer);
--> statement-breakpoint
CREATE FUNCTION auth_session(p_tenant uuid, p_token_hash text, p_now timestamptz, p_idle_seconds integer)
RETURNS TABLE (
  session_id uuid, user_id uuid, tenant_id uuid, user_type user_type, email text, first_name text,
  surname text, image_file_id uuid, status user_status, grants jsonb, tenant_name text, time_zone text,
  invoicing_active boolean, invoicing_tax_region tax_region, subscription_status subscription_status,
  trial_ends_at timestamptz, clinic_ids jsonb
)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
#variable_conflict use_column
DECLARE
  v_last_seen timestamptz;
BEGIN
  SELECT s.id, u.id, u.tenant_id, u.type, u.email, u.first_name, u.surname, u.image_file_id, u.status,
         CASE WHEN u.type = 'professional' THEN
           (SELECT coalesce(jsonb_object_agg(p.resource || ':' || p.action, p.allowed), '{}'::jsonb)
              FROM permissions p WHERE p.tenant_id = u.tenant_id AND p.user_id = u.id)
         ELSE '{}'::jsonb END,
         t.name, t.time_zone, t.invoicing_active, t.invoicing_tax_region, t.subscription_status, t.trial_ends_at,
         CASE WHEN u.type = 'manager' OR (t.allow_data_sharing AND u.type <> 'patient') THEN NULL
         ELSE (SELECT coalesce(jsonb_agg(uc.clinic_id), '[]'::jsonb)
                 FROM user_clinics uc WHERE uc.tenant_id = u.tenant_id AND uc.user_id = u.id) END,
         s.last_seen_at
    INTO session_id, user_id, tenant_id, user_type, email, first_name, surname, image_file_id, status,
         grants, tenant_name, time_zone, invoicing_active, invoicing_tax_region, subscription_status,
         trial_ends_at, clinic_ids, v_last_seen
    FROM sessions s
    JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
    JOIN tenants t ON t.id = s.tenant_id
   WHERE s.tenant_id = p_tenant
     AND s.token_hash = p_token_hash
     AND s.expires_at > p_now
     AND s.last_seen_at > p_now - make_interval(secs => p_idle_seconds)
     AND u.active;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- last_seen_at moves at most once a minute.
  IF v_last_seen < p_now - interval '60 seconds' THEN
    UPDATE sessions s SET last_seen_at = p_now
     WHERE s.tenant_id = p_tenant
       AND s.id = (SELECT s2.id FROM sessions s2
                    WHERE s2.tenant_id = p_tenant AND s2.id = session_id
                      AND s2.last_seen_at < p_now - interval '60 seconds'
                      FOR UPDATE SKIP LOCKED);
  END IF;
  RETURN NEXT;
END
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_session(uuid, text, timestamptz, integer) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_session(uuid, text, timestamptz, integer) FROM PUBLIC;
