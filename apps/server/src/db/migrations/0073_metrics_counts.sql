-- GET /api/metrics (issue 51, decision 051): the jobs queue and the outbox counted over every clinic at
-- scrape time, as one SECURITY DEFINER function owned by clinica_auth (like app_claim_jobs, decision 042;
-- app_grant_runtime gives the server's login EXECUTE). It answers counts only, never a row. clinica_auth
-- may read the outbox's rows for it (it could read the SMS ones already, for delivery receipts).
CREATE POLICY outbox_metrics ON outbound_messages AS PERMISSIVE FOR SELECT TO clinica_auth USING (true);
--> statement-breakpoint
GRANT SELECT ON outbound_messages TO clinica_auth;
--> statement-breakpoint
CREATE FUNCTION app_queue_counts()
RETURNS TABLE (source text, kind text, status text, n bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  -- The jobs still to run or given up (done ones are history, and would make every scrape slower).
  SELECT 'jobs', j.kind, j.status::text, count(*) FROM jobs j WHERE j.status <> 'done' GROUP BY j.kind, j.status
  UNION ALL
  SELECT 'outbox', m.channel::text, m.status::text, count(*) FROM outbound_messages m GROUP BY m.channel, m.status
$fn$;
--> statement-breakpoint
ALTER FUNCTION app_queue_counts() OWNER TO clinica_auth;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_queue_counts() FROM PUBLIC;
