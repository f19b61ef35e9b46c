CREATE TYPE "public"."expense_category" AS ENUM('rent', 'utilities', 'communications', 'supplies', 'equipment', 'staff', 'professional_services', 'cleaning', 'marketing', 'training', 'taxes', 'insurance', 'maintenance', 'other');--> statement-breakpoint
CREATE TYPE "public"."expense_method" AS ENUM('credit_card', 'cash', 'other', 'mb', 'current_account', 'bank_transfer');--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vendor_name" text,
	"vendor_nif" text,
	"expense_date" date NOT NULL,
	"category" "expense_category" NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_rate_percent" integer,
	"method" "expense_method" NOT NULL,
	"notes" text,
	"receipt_file_id" uuid,
	"created_by" uuid,
	CONSTRAINT "expenses_total_ck" CHECK ("expenses"."total_cents" > 0),
	CONSTRAINT "expenses_vat_ck" CHECK ("expenses"."vat_cents" >= 0 and "expenses"."vat_cents" <= "expenses"."total_cents"),
	CONSTRAINT "expenses_vat_rate_ck" CHECK ("expenses"."vat_rate_percent" is null or "expenses"."vat_rate_percent" in (0, 4, 5, 6, 9, 12, 13, 16, 22, 23))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_tenant_date_idx" ON "expenses" USING btree ("tenant_id","expense_date" DESC NULLS LAST,"id");