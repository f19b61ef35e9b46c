CREATE TYPE "public"."invoicing_provider" AS ENUM('clinica', 'invoicexpress');--> statement-breakpoint
ALTER TABLE "invoicing_documents" DROP CONSTRAINT "invoicing_documents_number_ck";--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "provider" "invoicing_provider" DEFAULT 'clinica' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "provider_document_id" text;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "provider_pdf_url" text;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD COLUMN "provider_pdf_key" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_provider" "invoicing_provider" DEFAULT 'clinica' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_provider_account" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_provider_key_enc" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_provider_since" date;--> statement-breakpoint
CREATE UNIQUE INDEX "invoicing_documents_provider_reference_uq" ON "invoicing_documents" USING btree ("tenant_id","provider_reference") WHERE "invoicing_documents"."provider_reference" is not null;--> statement-breakpoint
ALTER TABLE "invoicing_documents" ADD CONSTRAINT "invoicing_documents_number_ck" CHECK (("invoicing_documents"."status" = 'D') = ("invoicing_documents"."number" is null) and ("invoicing_documents"."provider" <> 'clinica' or ("invoicing_documents"."number" is null) = ("invoicing_documents"."series_id" is null)));