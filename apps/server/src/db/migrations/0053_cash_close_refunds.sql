CREATE TABLE "cash_close_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"close_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"receipts_cents" integer NOT NULL,
	"advances_cents" integer NOT NULL,
	"invoices_cents" integer NOT NULL,
	"refunds_cents" integer NOT NULL,
	"expected_cents" integer NOT NULL,
	"counted_cents" integer NOT NULL,
	CONSTRAINT "cash_close_lines_ck" CHECK ("cash_close_lines"."counted_cents" >= 0 and "cash_close_lines"."expected_cents" = "cash_close_lines"."receipts_cents" + "cash_close_lines"."advances_cents" + "cash_close_lines"."invoices_cents" - "cash_close_lines"."refunds_cents")
);
--> statement-breakpoint
CREATE TABLE "cash_closes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"expected_cents" integer NOT NULL,
	"counted_cents" integer NOT NULL,
	"notes" text,
	"closed_by" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoicing_document_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoicing_document_payments_ck" CHECK ("invoicing_document_payments"."amount_cents" > 0 and "invoicing_document_payments"."method" not in ('current_account', 'balance_compensation'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"clinic_id" uuid,
	"refunded_at" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"notes" text,
	"created_by" uuid NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_cents" > 0 and "refunds"."method" not in ('current_account', 'balance_compensation'))
);
--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_close_lines" ADD CONSTRAINT "cash_close_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_close_lines" ADD CONSTRAINT "cash_close_lines_close_id_cash_closes_id_fk" FOREIGN KEY ("close_id") REFERENCES "public"."cash_closes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_payments" ADD CONSTRAINT "invoicing_document_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_payments" ADD CONSTRAINT "invoicing_document_payments_document_id_invoicing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoicing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_document_id_invoicing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoicing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_close_lines_uq" ON "cash_close_lines" USING btree ("tenant_id","close_id","method");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_closes_day_uq" ON "cash_closes" USING btree ("tenant_id","clinic_id","user_id","day");--> statement-breakpoint
CREATE INDEX "cash_closes_list_idx" ON "cash_closes" USING btree ("tenant_id","day","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoicing_document_payments_uq" ON "invoicing_document_payments" USING btree ("tenant_id","document_id","method");--> statement-breakpoint
CREATE INDEX "refunds_list_idx" ON "refunds" USING btree ("tenant_id","refunded_at","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_patient_idx" ON "refunds" USING btree ("tenant_id","patient_id","refunded_at");--> statement-breakpoint
CREATE INDEX "refunds_document_idx" ON "refunds" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE INDEX "refunds_cash_day_idx" ON "refunds" USING btree ("tenant_id","clinic_id","created_by","refunded_at");--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoicing_documents_cash_day_idx" ON "invoicing_documents" USING btree ("tenant_id","clinic_id","issued_by","invoice_date") WHERE "invoicing_documents"."clinic_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_cash_day_idx" ON "payments" USING btree ("tenant_id","clinic_id","created_by","paid_at");--> statement-breakpoint
-- Completed with what drizzle-kit cannot see (issue 38, decision 033): an FR's methods, a refund and a
-- cash close are final once written — never changed, never deleted (a correction is a new movement).
CREATE OR REPLACE FUNCTION app_money_record_is_final() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION '% rows are final and cannot change', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER invoicing_document_payments_are_final BEFORE UPDATE OR DELETE ON invoicing_document_payments
  FOR EACH ROW EXECUTE FUNCTION app_money_record_is_final();
--> statement-breakpoint
CREATE TRIGGER refunds_are_final BEFORE UPDATE OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION app_money_record_is_final();
--> statement-breakpoint
CREATE TRIGGER cash_closes_are_final BEFORE UPDATE OR DELETE ON cash_closes
  FOR EACH ROW EXECUTE FUNCTION app_money_record_is_final();
--> statement-breakpoint
CREATE TRIGGER cash_close_lines_are_final BEFORE UPDATE OR DELETE ON cash_close_lines
  FOR EACH ROW EXECUTE FUNCTION app_money_record_is_final();
