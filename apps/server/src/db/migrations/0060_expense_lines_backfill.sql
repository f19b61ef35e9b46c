-- Custom (drizzle-kit cannot express data; issue 43 §9, decision 039): each expense recorded with one
-- VAT rate before gets its line, so every expense with a rate has its lines. VAT typed as an amount
-- stays without lines. The owner is bound by forced row-level security on a PostgreSQL server, so the
-- copy runs with it relaxed for a moment (app_apply_tenant_rls() forces it again at every migration
-- run; expense_lines gets its policy there too).
ALTER TABLE expenses NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE expense_lines NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO expense_lines (id, tenant_id, expense_id, vat_rate_percent, total_cents, vat_cents)
  SELECT gen_random_uuid(), tenant_id, id, vat_rate_percent, total_cents, vat_cents
  FROM expenses WHERE vat_rate_percent IS NOT NULL;
--> statement-breakpoint
ALTER TABLE expenses FORCE ROW LEVEL SECURITY;
