CREATE TYPE "public"."payment_method" AS ENUM('credit_card', 'cash', 'other', 'mb', 'current_account', 'bank_transfer', 'balance_compensation');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('N', 'A');--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "payment_allocations_amount_ck" CHECK ("payment_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" "payment_status" DEFAULT 'N' NOT NULL,
	"paid_at" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"source" text,
	"notes" text,
	"receipt_series_id" uuid,
	"receipt_number" integer,
	"receipt_no" text,
	"receipt_atcud" text,
	"receipt_system_entry_date" text,
	"receipt_gross_cents" integer,
	"advance_document_id" uuid,
	"advance_cents" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_cents" > 0 and "payments"."advance_cents" >= 0 and "payments"."advance_cents" <= "payments"."amount_cents"),
	CONSTRAINT "payments_receipt_ck" CHECK (("payments"."receipt_number" is null) = ("payments"."receipt_no" is null) and ("payments"."receipt_number" is null) = ("payments"."receipt_series_id" is null)),
	CONSTRAINT "payments_cancel_ck" CHECK (("payments"."status" = 'A') = ("payments"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_document_id_invoicing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoicing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_series_id_invoicing_series_id_fk" FOREIGN KEY ("receipt_series_id") REFERENCES "public"."invoicing_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_advance_document_id_invoicing_documents_id_fk" FOREIGN KEY ("advance_document_id") REFERENCES "public"."invoicing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_payment_document_uq" ON "payment_allocations" USING btree ("payment_id","document_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_document_idx" ON "payment_allocations" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_uq" ON "payments" USING btree ("tenant_id","receipt_series_id","receipt_number") WHERE "payments"."receipt_number" is not null;--> statement-breakpoint
CREATE INDEX "payments_list_idx" ON "payments" USING btree ("tenant_id","paid_at","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_patient_idx" ON "payments" USING btree ("tenant_id","patient_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_advance_idx" ON "payments" USING btree ("tenant_id","advance_document_id") WHERE "payments"."advance_document_id" is not null;--> statement-breakpoint
-- Completed before landing with what drizzle-kit cannot see (issue 27, decision 030).
-- A recorded payment is final: its money, documents and receipt never change and it is never deleted;
-- only N → A (with its reason) and its source and notes may change.
CREATE OR REPLACE FUNCTION app_payment_is_final() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payment % is recorded and cannot be deleted', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.tenant_id, NEW.patient_id, NEW.paid_at, NEW.amount_cents, NEW.method, NEW.receipt_series_id,
      NEW.receipt_number, NEW.receipt_no, NEW.receipt_atcud, NEW.receipt_system_entry_date, NEW.receipt_gross_cents,
      NEW.advance_document_id, NEW.advance_cents, NEW.created_by)
     IS DISTINCT FROM
     (OLD.tenant_id, OLD.patient_id, OLD.paid_at, OLD.amount_cents, OLD.method, OLD.receipt_series_id,
      OLD.receipt_number, OLD.receipt_no, OLD.receipt_atcud, OLD.receipt_system_entry_date, OLD.receipt_gross_cents,
      OLD.advance_document_id, OLD.advance_cents, OLD.created_by)
     OR NEW.status NOT IN (OLD.status, 'A')
     OR (OLD.status = 'A' AND (NEW.cancel_reason, NEW.cancelled_at, NEW.cancelled_by)
                              IS DISTINCT FROM (OLD.cancel_reason, OLD.cancelled_at, OLD.cancelled_by)) THEN
    RAISE EXCEPTION 'payment % is recorded and its money and receipt cannot change', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payments_recorded_is_final BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION app_payment_is_final();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_payment_allocations_are_final() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'payment allocations cannot change' USING ERRCODE = 'integrity_constraint_violation';
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payment_allocations_are_final BEFORE UPDATE OR DELETE ON payment_allocations
  FOR EACH ROW EXECUTE FUNCTION app_payment_allocations_are_final();
