CREATE TYPE "public"."legal_form" AS ENUM('individual', 'lda', 'unipessoal', 'sa', 'other');--> statement-breakpoint
CREATE TABLE "fiscal_copies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"document_id" uuid,
	"payment_id" uuid,
	"copies" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fiscal_copies_one_ck" CHECK (("fiscal_copies"."document_id" is null) <> ("fiscal_copies"."payment_id" is null)),
	CONSTRAINT "fiscal_copies_count_ck" CHECK ("fiscal_copies"."copies" >= 1)
);
--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "issuer_legal_form" "legal_form";--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "issuer_share_capital_cents" bigint;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "issuer_registry_office" text;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "issuer_registration_number" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_legal_form" "legal_form" DEFAULT 'individual' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_share_capital_cents" bigint;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_registry_office" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_registration_number" text;--> statement-breakpoint
ALTER TABLE "fiscal_copies" ADD CONSTRAINT "fiscal_copies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_copies" ADD CONSTRAINT "fiscal_copies_document_id_invoicing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoicing_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_copies" ADD CONSTRAINT "fiscal_copies_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_copies_document_uq" ON "fiscal_copies" USING btree ("tenant_id","document_id") WHERE "fiscal_copies"."document_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_copies_payment_uq" ON "fiscal_copies" USING btree ("tenant_id","payment_id") WHERE "fiscal_copies"."payment_id" is not null;