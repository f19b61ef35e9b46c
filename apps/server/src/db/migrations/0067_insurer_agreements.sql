CREATE TABLE "insurer_agreement_lines" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"patient_part_cents" integer,
	"patient_part_percent" numeric(5, 2),
	CONSTRAINT "insurer_agreement_lines_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "insurer_agreement_lines_part_ck" CHECK (("insurer_agreement_lines"."patient_part_cents" is null) <> ("insurer_agreement_lines"."patient_part_percent" is null)
        and "insurer_agreement_lines"."price_cents" >= 0
        and coalesce("insurer_agreement_lines"."patient_part_cents" between 0 and "insurer_agreement_lines"."price_cents", true)
        and coalesce("insurer_agreement_lines"."patient_part_percent" between 0 and 100, true))
);
--> statement-breakpoint
CREATE TABLE "insurer_agreements" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"insurer_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"notes" text,
	CONSTRAINT "insurer_agreements_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "insurer_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "insurer_part_cents" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "insurer_invoicing_status" "invoicing_status";--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "fiscal_name" text;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "agreement_number" text;--> statement-breakpoint
ALTER TABLE "insurer_agreement_lines" ADD CONSTRAINT "insurer_agreement_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_agreement_lines" ADD CONSTRAINT "insurer_agreement_lines_agreement_id_fk" FOREIGN KEY ("tenant_id","agreement_id") REFERENCES "public"."insurer_agreements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_agreement_lines" ADD CONSTRAINT "insurer_agreement_lines_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_agreements" ADD CONSTRAINT "insurer_agreements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_agreements" ADD CONSTRAINT "insurer_agreements_insurer_id_fk" FOREIGN KEY ("tenant_id","insurer_id") REFERENCES "public"."insurers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_agreement_lines_service_uq" ON "insurer_agreement_lines" USING btree ("tenant_id","agreement_id","service_id");--> statement-breakpoint
CREATE INDEX "insurer_agreement_lines_service_idx" ON "insurer_agreement_lines" USING btree ("tenant_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_agreements_valid_from_uq" ON "insurer_agreements" USING btree ("tenant_id","insurer_id","valid_from");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_insurer_id_fk" FOREIGN KEY ("tenant_id","insurer_id") REFERENCES "public"."insurers"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_tenant_insurer_idx" ON "appointments" USING btree ("tenant_id","insurer_id","starts_at") WHERE "appointments"."insurer_id" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_insurer_part_ck" CHECK (("appointments"."insurer_id" is null) = ("appointments"."insurer_invoicing_status" is null) and ("appointments"."insurer_id" is null) = ("appointments"."insurer_part_cents" is null) and coalesce("appointments"."insurer_part_cents" >= 0, true));