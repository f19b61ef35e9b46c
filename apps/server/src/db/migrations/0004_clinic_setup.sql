CREATE TYPE "public"."service_kind" AS ENUM('session', 'product');--> statement-breakpoint
CREATE TYPE "public"."service_unit" AS ENUM('unit', 'kg', 'g', 'l', 'other');--> statement-breakpoint
CREATE TYPE "public"."space_kind" AS ENUM('room', 'equipment');--> statement-breakpoint
CREATE TYPE "public"."weekday" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');--> statement-breakpoint
CREATE TABLE "insurers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"nif" text,
	"contact" text,
	"email" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_specialties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"specialty_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"unit" "service_unit" DEFAULT 'unit' NOT NULL,
	"duration_minutes" integer,
	"vat_rate_percent" integer,
	"tax_exemption_code" text,
	"specialty_id" uuid,
	"colour" text,
	"kind" "service_kind" DEFAULT 'session' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "services_price_ck" CHECK ("services"."price_cents" >= 0),
	CONSTRAINT "services_tax_ck" CHECK (("services"."vat_rate_percent" is null) <> ("services"."tax_exemption_code" is null))
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"weekday" "weekday" NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "clinic_schedules_order_ck" CHECK ("clinic_schedules"."start_time" < "clinic_schedules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "clinic_spaces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "space_kind" DEFAULT 'room' NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "clinic_spaces_capacity_ck" CHECK ("clinic_spaces"."capacity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"phone" text,
	"email" text,
	"nif" text,
	"time_zone" text DEFAULT 'Europe/Lisbon' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_clinics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_fiscal_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_nif" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_address" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_postal_code" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_city" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoicing_default_exemption_code" text DEFAULT 'M07' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commission_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_colour" text;--> statement-breakpoint
ALTER TABLE "insurers" ADD CONSTRAINT "insurers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_specialties" ADD CONSTRAINT "professional_specialties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_specialties" ADD CONSTRAINT "professional_specialties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_specialties" ADD CONSTRAINT "professional_specialties_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_specialty_id_specialties_id_fk" FOREIGN KEY ("specialty_id") REFERENCES "public"."specialties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_schedules" ADD CONSTRAINT "clinic_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_schedules" ADD CONSTRAINT "clinic_schedules_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_spaces" ADD CONSTRAINT "clinic_spaces_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_spaces" ADD CONSTRAINT "clinic_spaces_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clinics" ADD CONSTRAINT "user_clinics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clinics" ADD CONSTRAINT "user_clinics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_clinics" ADD CONSTRAINT "user_clinics_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurers_tenant_name_uq" ON "insurers" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "professional_specialties_uq" ON "professional_specialties" USING btree ("tenant_id","user_id","specialty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_tenant_name_uq" ON "services" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "services_tenant_active_idx" ON "services" USING btree ("tenant_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "specialties_tenant_name_uq" ON "specialties" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "clinic_schedules_tenant_clinic_idx" ON "clinic_schedules" USING btree ("tenant_id","clinic_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_spaces_tenant_clinic_name_uq" ON "clinic_spaces" USING btree ("tenant_id","clinic_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_tenant_name_uq" ON "clinics" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_clinics_uq" ON "user_clinics" USING btree ("tenant_id","user_id","clinic_id");--> statement-breakpoint
CREATE INDEX "user_clinics_clinic_idx" ON "user_clinics" USING btree ("tenant_id","clinic_id");