CREATE TABLE "exercise_programme_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"intervention_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sets" integer NOT NULL,
	"repetitions" integer,
	"hold_seconds" integer,
	"load_kg" numeric(5, 1),
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "exercise_programme_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_by" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_programmes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"times_per_week" integer NOT NULL,
	"notes" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "exercise_programmes_times_per_week_ck" CHECK ("exercise_programmes"."times_per_week" between 1 and 14)
);
--> statement-breakpoint
ALTER TABLE "exercise_programme_items" ADD CONSTRAINT "exercise_programme_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_items" ADD CONSTRAINT "exercise_programme_items_programme_id_exercise_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."exercise_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_items" ADD CONSTRAINT "exercise_programme_items_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" ADD CONSTRAINT "exercise_programme_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" ADD CONSTRAINT "exercise_programme_sessions_programme_id_exercise_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."exercise_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programme_sessions" ADD CONSTRAINT "exercise_programme_sessions_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programmes" ADD CONSTRAINT "exercise_programmes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programmes" ADD CONSTRAINT "exercise_programmes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_programmes" ADD CONSTRAINT "exercise_programmes_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_programme_items_once_uq" ON "exercise_programme_items" USING btree ("tenant_id","programme_id","intervention_id");--> statement-breakpoint
CREATE INDEX "exercise_programme_items_intervention_idx" ON "exercise_programme_items" USING btree ("tenant_id","intervention_id");--> statement-breakpoint
CREATE INDEX "exercise_programme_sessions_programme_idx" ON "exercise_programme_sessions" USING btree ("tenant_id","programme_id","done_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_programmes_current_uq" ON "exercise_programmes" USING btree ("tenant_id","patient_id") WHERE "exercise_programmes"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "exercise_programmes_patient_idx" ON "exercise_programmes" USING btree ("tenant_id","patient_id","started_at");