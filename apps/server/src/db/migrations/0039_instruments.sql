CREATE TABLE "instrument_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_id" uuid,
	"instrument_id" uuid NOT NULL,
	"code" text NOT NULL,
	"professional_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"answered" integer NOT NULL,
	"score" numeric(6, 1) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_responses" ADD CONSTRAINT "instrument_responses_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instrument_responses_patient_idx" ON "instrument_responses" USING btree ("tenant_id","patient_id","code","recorded_at");--> statement-breakpoint
CREATE INDEX "instrument_responses_code_idx" ON "instrument_responses" USING btree ("tenant_id","code","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_code_version_uq" ON "instruments" USING btree ("code","version");