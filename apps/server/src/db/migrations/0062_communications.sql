CREATE TYPE "public"."job_status" AS ENUM('queued', 'done', 'failed');--> statement-breakpoint
ALTER TYPE "public"."message_status" ADD VALUE 'delivered';--> statement-breakpoint
ALTER TYPE "public"."message_status" ADD VALUE 'capped';--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "job_status" DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "outbound_attachments" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "outbound_attachments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "appointment_links" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"action" text,
	CONSTRAINT "appointment_links_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminder_enabled" boolean DEFAULT false NOT NULL,
	"reminder_hours" integer DEFAULT 48 NOT NULL,
	"birthday_enabled" boolean DEFAULT false NOT NULL,
	"sender_name" text,
	"reminder_template" text NOT NULL,
	"birthday_template" text NOT NULL,
	"sms_monthly_cap" integer DEFAULT 1000 NOT NULL,
	"cancellation_window_hours" integer DEFAULT 24 NOT NULL,
	CONSTRAINT "notification_settings_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_attachments" ADD CONSTRAINT "outbound_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_attachments" ADD CONSTRAINT "outbound_attachments_message_id_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."outbound_messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_links" ADD CONSTRAINT "appointment_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_links" ADD CONSTRAINT "appointment_links_appointment_id_fk" FOREIGN KEY ("tenant_id","appointment_id") REFERENCES "public"."appointments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_uq" ON "jobs" USING btree ("tenant_id","kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_tenant_status_idx" ON "jobs" USING btree ("tenant_id","status","run_at");--> statement-breakpoint
CREATE INDEX "outbound_attachments_message_idx" ON "outbound_attachments" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_links_token_uq" ON "appointment_links" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "appointment_links_appointment_idx" ON "appointment_links" USING btree ("tenant_id","appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_tenant_uq" ON "notification_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_provider_idx" ON "outbound_messages" USING btree ("provider_id");