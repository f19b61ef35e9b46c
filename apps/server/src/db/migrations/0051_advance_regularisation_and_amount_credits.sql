CREATE TABLE "payment_regularisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"document_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "invoicing_default_exemption_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoicing_document_lines" ADD COLUMN "credits_amount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "advance_service_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_regularisations" ADD CONSTRAINT "payment_regularisations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_regularisations" ADD CONSTRAINT "payment_regularisations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_regularisations" ADD CONSTRAINT "payment_regularisations_document_id_invoicing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoicing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_regularisations_document_uq" ON "payment_regularisations" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE INDEX "payment_regularisations_payment_idx" ON "payment_regularisations" USING btree ("tenant_id","payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_advance_service_id_services_id_fk" FOREIGN KEY ("advance_service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;