-- Custom SQL (drizzle cannot say it). 1) The subscription plans are data seeded here (issue 49,
-- decision 048): priced per active professional, VAT (23 %, CIVA art. 18.º n.º 1 c)) excluded; the ids
-- are fixed so the demo seed and the environment's price ids can name them. 2) auth_session also answers
-- the tenant's payment_failed_at, so the 402 gate computes the 7 days of grace from the clock (no timer).
-- Same body as 0056 otherwise; a new result column needs DROP + CREATE.
INSERT INTO subscription_plans (id, code, name, interval, unit_amount_cents, vat_rate_percent, sort_order)
VALUES
  ('6d1b8a52-4c6f-4f0e-9a41-0b5f1c2e7a01', 'essencial-mensal', 'Essencial', 'month', 1900, 23, 10),
  ('6d1b8a52-4c6f-4f0e-9a41-0b5f1c2e7a02', 'essencial-anual', 'Essencial', 'year', 19000, 23, 20),
  ('6d1b8a52-4c6f-4f0e-9a41-0b5f1c2e7a03', 'completo-mensal', 'Completo', 'month', 2900, 23, 30),
  ('6d1b8a52-4c6f-4f0e-9a41-0b5f1c2e7a04', 'completo-anual', 'Completo', 'year', 29000, 23, 40)
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
DROP FUNCTION auth_session(uuid, text, timestamptz, integer);
--> statement-breakpoint
CREATE FUNCTION auth_session(p_tenant uuid, p_token_hash text, p_now timestamptz, p_idle_seconds integer)
RETURNS TABLE (
  session_id uuid, user_id uuid, tenant_id uuid, user_type user_type, email text, first_name text,
  surname text, image_file_id uuid, status user_status, grants jsonb, tenant_name text, time_zone text,
  invoicing_active boolean, invoicing_tax_region tax_region, subscription_status subscription_status,
  trial_ends_at timestamptz, payment_failed_at timestamptz, clinic_ids jsonb
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
         t.payment_failed_at,
         CASE WHEN u.type = 'manager' OR (t.allow_data_sharing AND u.type <> 'patient') THEN NULL
         ELSE (SELECT coalesce(jsonb_agg(uc.clinic_id), '[]'::jsonb)
                 FROM user_clinics uc WHERE uc.tenant_id = u.tenant_id AND uc.user_id = u.id) END,
         s.last_seen_at
    INTO session_id, user_id, tenant_id, user_type, email, first_name, surname, image_file_id, status,
         grants, tenant_name, time_zone, invoicing_active, invoicing_tax_region, subscription_status,
         trial_ends_at, payment_failed_at, clinic_ids, v_last_seen
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
