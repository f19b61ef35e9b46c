-- auth_session (same signature, owner, SECURITY DEFINER) for a lookup that may run inside the request's
-- own transaction (decision 015): the once-a-minute touch of last_seen_at no longer waits for a row lock
-- held by another request of the same session — that request is touching it anyway (SKIP LOCKED) — and
-- the UPDATE runs only when the row read says the touch is due, not on every call.
CREATE OR REPLACE FUNCTION auth_session(p_token_hash text, p_now timestamptz, p_idle_seconds integer)
RETURNS TABLE (
  session_id uuid, user_id uuid, tenant_id uuid, user_type user_type, email text, first_name text,
  surname text, image_file_id uuid, status user_status, grants jsonb, tenant_name text, time_zone text,
  invoicing_active boolean, subscription_status subscription_status, trial_ends_at timestamptz
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
         t.name, t.time_zone, t.invoicing_active, t.subscription_status, t.trial_ends_at, s.last_seen_at
    INTO session_id, user_id, tenant_id, user_type, email, first_name, surname, image_file_id, status,
         grants, tenant_name, time_zone, invoicing_active, subscription_status, trial_ends_at, v_last_seen
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
