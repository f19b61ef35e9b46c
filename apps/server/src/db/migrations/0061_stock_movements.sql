CREATE TYPE "public"."stock_movement_kind" AS ENUM('purchase', 'sale', 'consumption', 'adjustment', 'credit');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity_milli" integer NOT NULL,
	"balance_after_milli" integer NOT NULL,
	"reason" text,
	"document_line_id" uuid,
	"patient_id" uuid,
	"created_by" uuid,
	CONSTRAINT "stock_movements_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_movements_sign_ck" CHECK (case "stock_movements"."kind" when 'purchase' then "stock_movements"."quantity_milli" > 0 when 'credit' then "stock_movements"."quantity_milli" > 0
        when 'adjustment' then "stock_movements"."quantity_milli" <> 0 else "stock_movements"."quantity_milli" < 0 end),
	CONSTRAINT "stock_movements_reason_ck" CHECK ("stock_movements"."kind" <> 'adjustment' or "stock_movements"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "stock_quantity_milli" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "low_stock_threshold_milli" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_document_line_id_fk" FOREIGN KEY ("tenant_id","document_line_id") REFERENCES "public"."invoicing_document_lines"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_service_idx" ON "stock_movements" USING btree ("tenant_id","service_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_line_idx" ON "stock_movements" USING btree ("tenant_id","document_line_id") WHERE "stock_movements"."document_line_id" is not null;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_low_stock_threshold_ck" CHECK ("services"."low_stock_threshold_milli" >= 0);