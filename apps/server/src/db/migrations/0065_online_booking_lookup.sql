-- Custom (a SECURITY DEFINER function, which drizzle-kit cannot express; issue 48, decision 043): the
-- public booking page names its clinic by slug before any tenant is known. Only a clinic that has
-- online booking on is found; everything else the page reads runs in that tenant's transaction.
CREATE FUNCTION booking_tenant_lookup(p_slug text)
RETURNS TABLE (tenant_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT t.id FROM tenants t WHERE t.booking_slug = lower(p_slug) AND t.online_booking_enabled
$fn$;
--> statement-breakpoint
ALTER FUNCTION booking_tenant_lookup(text) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION booking_tenant_lookup(text) FROM PUBLIC;
