CREATE TABLE "expense_lines" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expense_id" uuid NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	CONSTRAINT "expense_lines_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "expense_lines_rate_uq" UNIQUE("tenant_id","expense_id","vat_rate_percent"),
	CONSTRAINT "expense_lines_total_ck" CHECK ("expense_lines"."total_cents" > 0),
	CONSTRAINT "expense_lines_vat_ck" CHECK ("expense_lines"."vat_cents" >= 0 and "expense_lines"."vat_cents" <= "expense_lines"."total_cents"),
	CONSTRAINT "expense_lines_rate_ck" CHECK ("expense_lines"."vat_rate_percent" in (0, 4, 5, 6, 9, 12, 13, 16, 22, 23))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "vendor_document_number" text;--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_lines" ADD CONSTRAINT "expense_lines_expense_id_fk" FOREIGN KEY ("tenant_id","expense_id") REFERENCES "public"."expenses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;