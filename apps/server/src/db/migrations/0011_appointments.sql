CREATE TYPE "public"."appointment_event" AS ENUM('created', 'state_changed', 'rescheduled');--> statement-breakpoint
CREATE TYPE "public"."appointment_state" AS ENUM('scheduled', 'present', 'canceled', 'canceled_patient', 'noshow_justified', 'noshow_unjustified');--> statement-breakpoint
CREATE TYPE "public"."invoicing_status" AS ENUM('not_invoiced', 'draft_invoice', 'invoiced');--> statement-breakpoint
CREATE TYPE "public"."schedule_exception_reason" AS ENUM('holidays', 'non-fixed-schedule', 'other');--> statement-breakpoint
CREATE TABLE "appointment_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"event" "appointment_event" NOT NULL,
	"from_state" "appointment_state",
	"to_state" "appointment_state",
	"from_starts_at" timestamp with time zone,
	"from_ends_at" timestamp with time zone,
	"to_starts_at" timestamp with time zone,
	"to_ends_at" timestamp with time zone,
	"reason" text,
	"actor_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"space_id" uuid,
	"start_time" time NOT NULL,
	"duration_minutes" integer NOT NULL,
	"time_zone" text NOT NULL,
	"interval_weeks" integer DEFAULT 1 NOT NULL,
	"weekdays" "weekday"[] NOT NULL,
	"starts_on" date NOT NULL,
	"until_date" date,
	"count" integer,
	"price_cents" integer NOT NULL,
	"notes" text,
	"created_by" uuid,
	CONSTRAINT "appointment_series_interval_ck" CHECK ("appointment_series"."interval_weeks" between 1 and 12),
	CONSTRAINT "appointment_series_duration_ck" CHECK ("appointment_series"."duration_minutes" between 1 and 720)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"space_id" uuid,
	"series_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" "appointment_state" DEFAULT 'scheduled' NOT NULL,
	"price_cents" integer NOT NULL,
	"notes" text,
	"invoicing_status" "invoicing_status" DEFAULT 'not_invoiced' NOT NULL,
	"created_by" uuid,
	"outside_schedule_confirmed_by" uuid,
	"outside_schedule_confirmed_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "appointments_order_ck" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_length_ck" CHECK ("appointments"."ends_at" <= "appointments"."starts_at" + interval '12 hours'),
	CONSTRAINT "appointments_price_ck" CHECK ("appointments"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "professional_schedules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"weekday" "weekday" NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "professional_schedules_order_ck" CHECK ("professional_schedules"."start_time" < "professional_schedules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "schedule_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"clinic_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" "schedule_exception_reason" NOT NULL,
	"notes" text,
	CONSTRAINT "schedule_exceptions_order_ck" CHECK ("schedule_exceptions"."ends_at" > "schedule_exceptions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ical_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_space_id_clinic_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."clinic_spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_space_id_clinic_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."clinic_spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_outside_schedule_confirmed_by_users_id_fk" FOREIGN KEY ("outside_schedule_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_schedules" ADD CONSTRAINT "professional_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_schedules" ADD CONSTRAINT "professional_schedules_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_schedules" ADD CONSTRAINT "professional_schedules_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_history_tenant_appointment_idx" ON "appointment_history" USING btree ("tenant_id","appointment_id","at");--> statement-breakpoint
CREATE INDEX "appointment_series_tenant_patient_idx" ON "appointment_series" USING btree ("tenant_id","patient_id");--> statement-breakpoint
CREATE INDEX "appointments_tenant_clinic_starts_idx" ON "appointments" USING btree ("tenant_id","clinic_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_tenant_professional_starts_idx" ON "appointments" USING btree ("tenant_id","professional_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_tenant_patient_starts_idx" ON "appointments" USING btree ("tenant_id","patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_tenant_starts_idx" ON "appointments" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_tenant_series_idx" ON "appointments" USING btree ("tenant_id","series_id","starts_at") WHERE "appointments"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_tenant_space_idx" ON "appointments" USING btree ("tenant_id","space_id") WHERE "appointments"."space_id" is not null;--> statement-breakpoint
CREATE INDEX "professional_schedules_tenant_professional_idx" ON "professional_schedules" USING btree ("tenant_id","professional_id","weekday");--> statement-breakpoint
CREATE INDEX "professional_schedules_tenant_clinic_idx" ON "professional_schedules" USING btree ("tenant_id","clinic_id");--> statement-breakpoint
CREATE INDEX "schedule_exceptions_tenant_professional_idx" ON "schedule_exceptions" USING btree ("tenant_id","professional_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_ical_token_uq" ON "users" USING btree ("ical_token_hash") WHERE "users"."ical_token_hash" is not null;