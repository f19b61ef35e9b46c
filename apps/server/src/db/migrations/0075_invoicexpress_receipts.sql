CREATE TABLE "payment_provider_receipts" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"provider_receipt_id" text,
	"receipt_no" text,
	"atcud" text,
	"cancelled_at" timestamp with time zone,
	"issuing_until" timestamp with time zone,
	CONSTRAINT "payment_provider_receipts_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payment_provider_receipts_amount_ck" CHECK ("payment_provider_receipts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "provider_issuing_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_provider_receipts" ADD CONSTRAINT "payment_provider_receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_receipts" ADD CONSTRAINT "payment_provider_receipts_payment_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_receipts" ADD CONSTRAINT "payment_provider_receipts_document_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_receipts_payment_document_uq" ON "payment_provider_receipts" USING btree ("tenant_id","payment_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_receipts_reference_uq" ON "payment_provider_receipts" USING btree ("tenant_id","reference");