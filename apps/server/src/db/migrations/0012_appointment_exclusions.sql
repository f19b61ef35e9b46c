-- No double booking, ever (issue 7, DESIGN §5): two active appointments (scheduled, present) of one
-- professional, or of one space, never overlap. Half-open ranges, so back-to-back is allowed;
-- cancelled, no-show and deactivated appointments free the slot. btree_gist comes from migration 0006.
ALTER TABLE appointments ADD CONSTRAINT appointments_professional_no_overlap
  EXCLUDE USING gist (tenant_id WITH =, professional_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
  WHERE (active AND state IN ('scheduled', 'present'));
--> statement-breakpoint
ALTER TABLE appointments ADD CONSTRAINT appointments_space_no_overlap
  EXCLUDE USING gist (tenant_id WITH =, space_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
  WHERE (space_id IS NOT NULL AND active AND state IN ('scheduled', 'present'));
--> statement-breakpoint
-- The iCal feed is fetched by calendar apps without a session: its secret names the professional
-- (docs/decisions/002-*.md: identity lookups before the tenant is known go through functions like this).
CREATE FUNCTION ical_feed_lookup(p_token_hash text)
RETURNS TABLE (tenant_id uuid, user_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT u.tenant_id, u.id FROM users u
  WHERE u.ical_token_hash = p_token_hash AND u.active AND u.type IN ('professional', 'manager')
$fn$;
--> statement-breakpoint
ALTER FUNCTION ical_feed_lookup(text) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION ical_feed_lookup(text) FROM PUBLIC;
