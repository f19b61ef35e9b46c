ALTER TYPE "public"."expense_method" ADD VALUE 'mb_way' BEFORE 'current_account';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'mb_way' BEFORE 'current_account';--> statement-breakpoint
DROP INDEX "invoicing_documents_list_idx";--> statement-breakpoint
CREATE INDEX "invoicing_documents_list_idx" ON "invoicing_documents" USING btree ("tenant_id","invoice_date","system_entry_at","number","id");