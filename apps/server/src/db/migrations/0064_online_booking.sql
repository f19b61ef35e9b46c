CREATE TYPE "public"."appointment_request_status" AS ENUM('unconfirmed', 'pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "appointment_requests" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"professional_chosen" boolean DEFAULT false NOT NULL,
	"clinic_id" uuid NOT NULL,
	"space_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"note" text,
	"consent_at" timestamp with time zone NOT NULL,
	"status" "appointment_request_status" NOT NULL,
	"confirm_token_hash" text,
	"patient_id" uuid,
	"appointment_id" uuid,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "appointment_requests_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "appointment_requests_order_ck" CHECK ("appointment_requests"."ends_at" > "appointment_requests"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bookable_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "needs_room" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "booking_slug" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "online_booking_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "booking_min_notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "booking_horizon_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "booking_slot_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "booking_confirm_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bookable_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_professional_id_fk" FOREIGN KEY ("tenant_id","professional_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_clinic_id_fk" FOREIGN KEY ("tenant_id","clinic_id") REFERENCES "public"."clinics"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_space_id_fk" FOREIGN KEY ("tenant_id","space_id") REFERENCES "public"."clinic_spaces"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_patient_id_fk" FOREIGN KEY ("tenant_id","patient_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_tenant_status_idx" ON "appointment_requests" USING btree ("tenant_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_requests_tenant_professional_idx" ON "appointment_requests" USING btree ("tenant_id","professional_id","status");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_booking_slug_uq" UNIQUE("booking_slug");