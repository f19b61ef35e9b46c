CREATE TABLE "interventions_performed" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"intervention_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"sets" jsonb NOT NULL,
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions_performed" ADD CONSTRAINT "interventions_performed_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interventions_performed_once_uq" ON "interventions_performed" USING btree ("tenant_id","appointment_id","intervention_id");--> statement-breakpoint
CREATE INDEX "interventions_performed_patient_idx" ON "interventions_performed" USING btree ("tenant_id","patient_id","intervention_id");