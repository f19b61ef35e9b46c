-- Lookups of single-use tokens and of accounts by e-mail, before the tenant is known
-- (docs/decisions/002-*.md). Owned by clinica_auth, whose policies allow reading only these tables.
GRANT SELECT ON user_tokens TO clinica_auth;
--> statement-breakpoint
CREATE POLICY auth_lookup ON user_tokens AS PERMISSIVE FOR SELECT TO clinica_auth USING (true);
--> statement-breakpoint
CREATE FUNCTION auth_token_lookup(p_token_hash text)
RETURNS TABLE (token_id uuid, tenant_id uuid, user_id uuid, purpose token_purpose, expires_at timestamptz,
               used_at timestamptz, email text, active boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT t.id, t.tenant_id, t.user_id, t.purpose, t.expires_at, t.used_at, u.email, u.active
  FROM user_tokens t JOIN users u ON u.id = t.user_id AND u.tenant_id = t.tenant_id
  WHERE t.token_hash = p_token_hash
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_token_lookup(text) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_token_lookup(text) FROM PUBLIC;
--> statement-breakpoint
-- The login-capable account behind an e-mail (sign-up confirmation, resend, password reset).
CREATE FUNCTION auth_account_lookup(p_email text)
RETURNS TABLE (user_id uuid, tenant_id uuid, status user_status, active boolean, first_name text, tenant_name text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT u.id, u.tenant_id, u.status, u.active, u.first_name, t.name
  FROM users u JOIN tenants t ON t.id = u.tenant_id
  WHERE lower(u.email) = lower(p_email) AND u.can_login AND u.email IS NOT NULL
$fn$;
--> statement-breakpoint
ALTER FUNCTION auth_account_lookup(text) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_account_lookup(text) FROM PUBLIC;
