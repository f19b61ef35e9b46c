-- The jobs table's cross-clinic steps (decision 042), as SECURITY DEFINER functions owned by clinica_auth
-- (like the identity lookups of decision 002, whose EXECUTE app_grant_runtime gives the server's login):
-- jobs keeps row-level security for the application role — a request sees only its clinic's outbox — and
-- these three functions alone cross clinics: claiming due jobs, giving each clinic its recurring sweeps,
-- and applying an SMS delivery receipt, which names only the operator's message id.
GRANT SELECT, INSERT, UPDATE ON jobs TO clinica_auth;
--> statement-breakpoint
GRANT SELECT, UPDATE ON outbound_messages TO clinica_auth;
--> statement-breakpoint
CREATE POLICY jobs_worker ON jobs AS PERMISSIVE FOR ALL TO clinica_auth USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY sms_receipts ON outbound_messages AS PERMISSIVE FOR ALL TO clinica_auth USING (channel = 'sms') WITH CHECK (channel = 'sms');
--> statement-breakpoint
-- Due jobs of these kinds, oldest first, each claimed by one worker (SKIP LOCKED) until p_now + lock.
CREATE FUNCTION app_claim_jobs(p_kinds text[], p_limit integer, p_lock_seconds integer, p_now timestamptz)
RETURNS TABLE (tenant_id uuid, id uuid, kind text, key text, payload jsonb, attempts integer, run_at timestamptz)
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  WITH due AS (
    SELECT j.tenant_id, j.id FROM jobs j
     WHERE j.status = 'queued' AND j.run_at <= p_now AND j.kind = ANY (p_kinds)
       AND (j.locked_until IS NULL OR j.locked_until <= p_now)
     ORDER BY j.run_at
     LIMIT p_limit
     FOR UPDATE SKIP LOCKED
  )
  UPDATE jobs j SET locked_until = p_now + make_interval(secs => p_lock_seconds), attempts = j.attempts + 1
    FROM due WHERE j.tenant_id = due.tenant_id AND j.id = due.id
  RETURNING j.tenant_id, j.id, j.kind, j.key, j.payload, j.attempts, j.run_at
$fn$;
--> statement-breakpoint
ALTER FUNCTION app_claim_jobs(text[], integer, integer, timestamptz) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_claim_jobs(text[], integer, integer, timestamptz) FROM PUBLIC;
--> statement-breakpoint
-- Every clinic's recurring jobs (key: the kind itself), inserted where missing, due now.
CREATE FUNCTION app_schedule_tenant_jobs(p_kinds text[], p_now timestamptz) RETURNS void
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  INSERT INTO jobs (id, tenant_id, kind, key, run_at)
  SELECT gen_random_uuid(), t.id, k.kind, k.kind, p_now FROM tenants t CROSS JOIN unnest(p_kinds) AS k(kind)
  ON CONFLICT (tenant_id, kind, key) DO NOTHING
$fn$;
--> statement-breakpoint
ALTER FUNCTION app_schedule_tenant_jobs(text[], timestamptz) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_schedule_tenant_jobs(text[], timestamptz) FROM PUBLIC;
--> statement-breakpoint
-- An SMS delivery receipt: the message the operator's id names, whichever clinic and instance sent it.
-- A receipt never moves a message back (a late «enroute» after «delivered»).
CREATE FUNCTION app_sms_receipt(p_provider_id text, p_delivered boolean, p_error text, p_now timestamptz)
RETURNS integer
-- PL/pgSQL: its body is planned at the first call, after the migration that added 'delivered' committed.
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  n integer;
BEGIN
  UPDATE outbound_messages m
     SET status = (CASE WHEN p_delivered THEN 'delivered' ELSE 'failed' END)::message_status,
         delivered_at = CASE WHEN p_delivered THEN p_now END,
         last_error = CASE WHEN p_delivered THEN m.last_error ELSE p_error END,
         updated_at = p_now
   WHERE m.provider_id = p_provider_id AND m.channel = 'sms' AND m.status = 'sent';
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END
$fn$;
--> statement-breakpoint
ALTER FUNCTION app_sms_receipt(text, boolean, text, timestamptz) OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_sms_receipt(text, boolean, text, timestamptz) FROM PUBLIC;
