-- auth_session as PL/pgSQL (same signature, owner, SECURITY DEFINER): a SQL-language function with
-- SET search_path is never inlined and, before PostgreSQL 18, re-plans its body on every call
-- (~0.7 ms of backend CPU); PL/pgSQL keeps its plans per connection (~0.1 ms). docs/performance.md.
CREATE OR REPLACE FUNCTION auth_session(p_token_hash text, p_now timestamptz, p_idle_seconds integer)
RETURNS TABLE (
  session_id uuid, user_id uuid, tenant_id uuid, user_type user_type, email text, first_name text,
  surname text, image_file_id uuid, status user_status, grants jsonb, tenant_name text, time_zone text,
  invoicing_active boolean, subscription_status subscription_status, trial_ends_at timestamptz
)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
#variable_conflict use_column
BEGIN
  -- last_seen_at moves at most once a minute.
  UPDATE sessions s SET last_seen_at = p_now
   WHERE s.token_hash = p_token_hash
     AND s.expires_at > p_now
     AND s.last_seen_at > p_now - make_interval(secs => p_idle_seconds)
     AND s.last_seen_at < p_now - interval '60 seconds';
  RETURN QUERY
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
     AND u.active;
END
$fn$;
