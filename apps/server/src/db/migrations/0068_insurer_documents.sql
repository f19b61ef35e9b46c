CREATE TABLE "payment_refusals" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "payment_refusals_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payment_refusals_amount_ck" CHECK ("payment_refusals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoicing_documents" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "insurer_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "insurer_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_refusals" ADD CONSTRAINT "payment_refusals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refusals" ADD CONSTRAINT "payment_refusals_payment_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refusals" ADD CONSTRAINT "payment_refusals_line_id_fk" FOREIGN KEY ("tenant_id","line_id") REFERENCES "public"."invoicing_document_lines"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refusals_payment_line_uq" ON "payment_refusals" USING btree ("tenant_id","payment_id","line_id");--> statement-breakpoint
CREATE INDEX "payment_refusals_line_idx" ON "payment_refusals" USING btree ("tenant_id","line_id");--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_insurer_id_fk" FOREIGN KEY ("tenant_id","insurer_id") REFERENCES "public"."insurers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_insurer_id_fk" FOREIGN KEY ("tenant_id","insurer_id") REFERENCES "public"."insurers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoicing_documents_insurer_idx" ON "invoicing_documents" USING btree ("tenant_id","insurer_id","invoice_date") WHERE "invoicing_documents"."insurer_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_insurer_idx" ON "payments" USING btree ("tenant_id","insurer_id","paid_at") WHERE "payments"."insurer_id" is not null;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_customer_ck" CHECK (("invoicing_documents"."patient_id" is null) <> ("invoicing_documents"."insurer_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_ck" CHECK (("payments"."patient_id" is null) <> ("payments"."insurer_id" is null));