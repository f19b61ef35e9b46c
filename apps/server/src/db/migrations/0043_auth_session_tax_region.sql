-- auth_session also answers the tenant's tax region (issue 26): the session's tenant carries it beside
-- invoicing_active, so every screen that shows a service's VAT class can show its rate (23 % on the
-- mainland, 16 % in the Azores…) without a manager-only read of the tenant. Same body otherwise (0027):
-- a new result column needs DROP + CREATE.
DROP FUNCTION auth_session(text, timestamptz, integer);
--> statement-breakpoint
CREATE FUNCTION auth_session(p_token_hash text, p_now timestamptz, p_idle_seconds integer)
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
    JOIN users u ON u.id = s.user_id AND u.tenant_id = s.tenant_id
    JOIN tenants t ON t.id = s.tenant_id
   WHERE s.token_hash = p_token_hash
     AND s.expires_at > p_now
     AND s.last_seen_at > p_now - make_interval(secs => p_idle_seconds)
     AND u.active;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- last_seen_at moves at most once a minute.
  IF v_last_seen < p_now - interval '60 seconds' THEN
    UPDATE sessions s SET last_seen_at = p_now
     WHERE s.id = (SELECT s2.id FROM sessions s2
                    WHERE s2.id = session_id AND s2.last_seen_at < p_now - interval '60 seconds'
                      FOR UPDATE SKIP LOCKED);
  END IF;
  RETURN NEXT;
END
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_session(text, timestamptz, integer) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_session(text, timestamptz, integer) FROM PUBLIC;
