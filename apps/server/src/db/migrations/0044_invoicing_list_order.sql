DROP INDEX "invoicing_documents_date_idx";--> statement-breakpoint
CREATE INDEX "invoicing_documents_list_idx" ON "invoicing_documents" USING btree ("tenant_id","invoice_date","system_entry_at","id");