CREATE TYPE "public"."stock_movement_kind" AS ENUM('purchase', 'sale', 'consumption', 'adjustment', 'credit');--> statement-breakpoint
CREATE TABLE "service_consumptions" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appointment_id" uuid,
	"sale_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_consumptions_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "service_consumptions_quantity_ck" CHECK ("service_consumptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_pack_sales" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pack_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"sessions_count" integer NOT NULL,
	"sessions_used" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"sold_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"document_id" uuid,
	"created_by" uuid,
	CONSTRAINT "service_pack_sales_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "service_pack_sales_sessions_ck" CHECK ("service_pack_sales"."sessions_count" > 0),
	CONSTRAINT "service_pack_sales_used_ck" CHECK ("service_pack_sales"."sessions_used" >= 0 and "service_pack_sales"."sessions_used" <= "service_pack_sales"."sessions_count"),
	CONSTRAINT "service_pack_sales_price_ck" CHECK ("service_pack_sales"."price_cents" > 0),
	CONSTRAINT "service_pack_sales_expiry_ck" CHECK ("service_pack_sales"."expires_on" > "service_pack_sales"."sold_on")
);
--> statement-breakpoint
CREATE TABLE "service_packs" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"service_id" uuid NOT NULL,
	"sessions_count" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_packs_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "service_packs_sessions_ck" CHECK ("service_packs"."sessions_count" > 0),
	CONSTRAINT "service_packs_price_ck" CHECK ("service_packs"."price_cents" > 0),
	CONSTRAINT "service_packs_validity_ck" CHECK ("service_packs"."validity_days" > 0)
);
--> statement-breakpoint
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
ALTER TABLE "tenants" ADD COLUMN "noshow_unjustified_uses_pack" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_consumptions" ADD CONSTRAINT "service_consumptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_consumptions" ADD CONSTRAINT "service_consumptions_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_consumptions" ADD CONSTRAINT "service_consumptions_sale_id_fk" FOREIGN KEY ("tenant_id","sale_id") REFERENCES "public"."service_pack_sales"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_consumptions" ADD CONSTRAINT "service_consumptions_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pack_sales" ADD CONSTRAINT "service_pack_sales_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pack_sales" ADD CONSTRAINT "service_pack_sales_pack_id_fk" FOREIGN KEY ("tenant_id","pack_id") REFERENCES "public"."service_packs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pack_sales" ADD CONSTRAINT "service_pack_sales_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pack_sales" ADD CONSTRAINT "service_pack_sales_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pack_sales" ADD CONSTRAINT "service_pack_sales_document_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."invoicing_documents"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pack_sales" ADD CONSTRAINT "service_pack_sales_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_packs" ADD CONSTRAINT "service_packs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_packs" ADD CONSTRAINT "service_packs_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_document_line_id_fk" FOREIGN KEY ("tenant_id","document_line_id") REFERENCES "public"."invoicing_document_lines"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_consumptions_appointment_uq" ON "service_consumptions" USING btree ("tenant_id","appointment_id");--> statement-breakpoint
CREATE INDEX "service_consumptions_sale_idx" ON "service_consumptions" USING btree ("tenant_id","sale_id");--> statement-breakpoint
CREATE INDEX "service_pack_sales_patient_idx" ON "service_pack_sales" USING btree ("tenant_id","patient_id","service_id","sold_on");--> statement-breakpoint
CREATE INDEX "service_packs_service_idx" ON "service_packs" USING btree ("tenant_id","service_id");--> statement-breakpoint
CREATE INDEX "stock_movements_service_idx" ON "stock_movements" USING btree ("tenant_id","service_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_line_idx" ON "stock_movements" USING btree ("tenant_id","document_line_id") WHERE "stock_movements"."document_line_id" is not null;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_low_stock_threshold_ck" CHECK ("services"."low_stock_threshold_milli" >= 0);