CREATE TYPE "public"."vat_class" AS ENUM('normal', 'intermediate', 'reduced');--> statement-breakpoint
CREATE TYPE "public"."invoicing_document_status" AS ENUM('D', 'N', 'A', 'F');--> statement-breakpoint
CREATE TYPE "public"."invoicing_document_type" AS ENUM('FT', 'FR', 'FS', 'NC', 'RG');--> statement-breakpoint
CREATE TYPE "public"."tax_region" AS ENUM('PT', 'PT-AC', 'PT-MA');--> statement-breakpoint
CREATE TABLE "invoicing_document_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"appointment_id" uuid,
	"service_id" uuid,
	"description" text NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"vat_rate_percent" integer,
	"tax_exemption_code" text,
	"tax_exemption_text" text,
	"service_date" date,
	"gross_cents" integer NOT NULL,
	"credited_line_id" uuid,
	CONSTRAINT "invoicing_document_lines_tax_ck" CHECK (("invoicing_document_lines"."vat_rate_percent" is null) <> ("invoicing_document_lines"."tax_exemption_code" is null)),
	CONSTRAINT "invoicing_document_lines_amounts_ck" CHECK ("invoicing_document_lines"."quantity" > 0 and "invoicing_document_lines"."unit_price_cents" >= 0 and "invoicing_document_lines"."gross_cents" >= 0 and "invoicing_document_lines"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invoicing_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" "invoicing_document_type" NOT NULL,
	"status" "invoicing_document_status" DEFAULT 'D' NOT NULL,
	"patient_id" uuid NOT NULL,
	"series_id" uuid,
	"number" integer,
	"invoice_no" text,
	"atcud" text,
	"invoice_date" date,
	"system_entry_date" text,
	"system_entry_at" timestamp with time zone,
	"tax_region" text,
	"customer_nif" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_address" text,
	"customer_postal_code" text,
	"customer_city" text,
	"customer_country" text DEFAULT 'PT' NOT NULL,
	"notes" text,
	"net_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"hash" text,
	"previous_hash" text,
	"key_version" integer,
	"qr_payload" text,
	"created_by" uuid NOT NULL,
	"issued_by" uuid,
	"credited_document_id" uuid,
	"credit_reason" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"archived_at" timestamp with time zone,
	CONSTRAINT "invoicing_documents_number_ck" CHECK (("invoicing_documents"."status" = 'D') = ("invoicing_documents"."number" is null) and ("invoicing_documents"."number" is null) = ("invoicing_documents"."series_id" is null)),
	CONSTRAINT "invoicing_documents_totals_ck" CHECK ("invoicing_documents"."gross_cents" >= 0 and "invoicing_documents"."gross_cents" = "invoicing_documents"."net_cents" + "invoicing_documents"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "invoicing_series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"document_type" "invoicing_document_type" NOT NULL,
	"year" integer NOT NULL,
	"code" text NOT NULL,
	"validation_code" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"last_hash" text,
	"last_invoice_date" date,
	CONSTRAINT "invoicing_series_last_number_ck" CHECK ("invoicing_series"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoicing_signing_keys" (
	"version" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fingerprint" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text
);
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_tax_ck";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "vat_class" "vat_class";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_tax_region" "tax_region" DEFAULT 'PT' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_document_id_invoicing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoicing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD CONSTRAINT "invoicing_document_lines_credited_line_id_invoicing_document_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."invoicing_document_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_series_id_invoicing_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."invoicing_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_key_version_invoicing_signing_keys_version_fk" FOREIGN KEY ("key_version") REFERENCES "public"."invoicing_signing_keys"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_credited_document_id_invoicing_documents_id_fk" FOREIGN KEY ("credited_document_id") REFERENCES "public"."invoicing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_series" ADD CONSTRAINT "invoicing_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoicing_document_lines_document_idx" ON "invoicing_document_lines" USING btree ("tenant_id","document_id","position");--> statement-breakpoint
CREATE INDEX "invoicing_document_lines_appointment_idx" ON "invoicing_document_lines" USING btree ("tenant_id","appointment_id") WHERE "invoicing_document_lines"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoicing_document_lines_credited_idx" ON "invoicing_document_lines" USING btree ("tenant_id","credited_line_id") WHERE "invoicing_document_lines"."credited_line_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoicing_documents_series_number_uq" ON "invoicing_documents" USING btree ("tenant_id","series_id","number") WHERE "invoicing_documents"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoicing_documents_date_idx" ON "invoicing_documents" USING btree ("tenant_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoicing_documents_patient_idx" ON "invoicing_documents" USING btree ("tenant_id","patient_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoicing_documents_status_idx" ON "invoicing_documents" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invoicing_documents_credited_idx" ON "invoicing_documents" USING btree ("tenant_id","credited_document_id") WHERE "invoicing_documents"."credited_document_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoicing_series_type_year_uq" ON "invoicing_series" USING btree ("tenant_id","document_type","year");--> statement-breakpoint
CREATE UNIQUE INDEX "invoicing_series_type_code_uq" ON "invoicing_series" USING btree ("tenant_id","document_type","code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoicing_signing_keys_fingerprint_uq" ON "invoicing_signing_keys" USING btree ("fingerprint");--> statement-breakpoint
-- Completed before landing with what drizzle-kit cannot see (issue 26, decision 029).
-- Services keep their VAT as a class; the rate follows the clinic's tax region. The owner is bound by
-- forced row-level security on a PostgreSQL server, so the copy runs with it relaxed for a moment
-- (app_apply_tenant_rls() forces it again at every migration run).
ALTER TABLE services NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE services SET vat_class = (CASE vat_rate_percent WHEN 23 THEN 'normal' WHEN 13 THEN 'intermediate' ELSE 'reduced' END)::vat_class
  WHERE vat_rate_percent IS NOT NULL;
--> statement-breakpoint
ALTER TABLE services FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_tax_class_ck" CHECK (("services"."vat_class" is null) <> ("services"."tax_exemption_code" is null));
--> statement-breakpoint
-- An issued document is final: its fiscal fields never change, it is never deleted, a cancelled one stays
-- cancelled; only N → A (with its reason) may happen to it.
CREATE OR REPLACE FUNCTION app_invoicing_document_is_final() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'D' THEN
      RAISE EXCEPTION 'invoicing document % is issued and cannot be deleted', OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'D' THEN
    RETURN NEW;
  END IF;
  IF (NEW.tenant_id, NEW.type, NEW.patient_id, NEW.series_id, NEW.number, NEW.invoice_no, NEW.atcud, NEW.invoice_date,
      NEW.system_entry_date, NEW.system_entry_at, NEW.tax_region, NEW.customer_nif, NEW.customer_name,
      NEW.customer_address, NEW.customer_postal_code, NEW.customer_city, NEW.customer_country, NEW.notes,
      NEW.net_cents, NEW.tax_cents, NEW.gross_cents, NEW.hash, NEW.previous_hash, NEW.key_version, NEW.qr_payload,
      NEW.created_by, NEW.issued_by, NEW.credited_document_id, NEW.credit_reason, NEW.archived_at)
     IS DISTINCT FROM
     (OLD.tenant_id, OLD.type, OLD.patient_id, OLD.series_id, OLD.number, OLD.invoice_no, OLD.atcud, OLD.invoice_date,
      OLD.system_entry_date, OLD.system_entry_at, OLD.tax_region, OLD.customer_nif, OLD.customer_name,
      OLD.customer_address, OLD.customer_postal_code, OLD.customer_city, OLD.customer_country, OLD.notes,
      OLD.net_cents, OLD.tax_cents, OLD.gross_cents, OLD.hash, OLD.previous_hash, OLD.key_version, OLD.qr_payload,
      OLD.created_by, OLD.issued_by, OLD.credited_document_id, OLD.credit_reason, OLD.archived_at)
     OR NEW.status NOT IN (OLD.status, 'A')
     OR (OLD.status = 'A' AND (NEW.cancel_reason, NEW.cancelled_at, NEW.cancelled_by)
                              IS DISTINCT FROM (OLD.cancel_reason, OLD.cancelled_at, OLD.cancelled_by)) THEN
    RAISE EXCEPTION 'invoicing document % is issued and its fiscal fields cannot change', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER invoicing_documents_issued_is_final BEFORE UPDATE OR DELETE ON invoicing_documents
  FOR EACH ROW EXECUTE FUNCTION app_invoicing_document_is_final();
--> statement-breakpoint
-- Lines change only while their document is a draft.
CREATE OR REPLACE FUNCTION app_invoicing_lines_of_drafts_only() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  doc uuid;
BEGIN
  FOREACH doc IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.document_id]
                                   WHEN 'DELETE' THEN ARRAY[OLD.document_id]
                                   ELSE ARRAY[OLD.document_id, NEW.document_id] END) LOOP
    IF EXISTS (SELECT 1 FROM invoicing_documents d WHERE d.id = doc AND d.status <> 'D') THEN
      RAISE EXCEPTION 'the lines of issued invoicing document % cannot change', doc USING ERRCODE = 'integrity_constraint_violation';
    END IF;
  END LOOP;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER invoicing_document_lines_of_drafts_only BEFORE INSERT OR UPDATE OR DELETE ON invoicing_document_lines
  FOR EACH ROW EXECUTE FUNCTION app_invoicing_lines_of_drafts_only();
