CREATE TYPE "public"."reference_relationship" AS ENUM('doctor', 'family_member', 'friend', 'other');--> statement-breakpoint
CREATE TABLE "patient_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"nif" text,
	"job" text,
	"date_of_birth" date,
	"insurer_id" uuid,
	"insurance_number" text,
	"license_number" text,
	"reference_id" uuid,
	"consent_sms" boolean DEFAULT false NOT NULL,
	"consent_email" boolean DEFAULT false NOT NULL,
	"notes" text,
	"search_text" text DEFAULT '' NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "references" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" "reference_relationship" DEFAULT 'other' NOT NULL,
	"address" text,
	"contact" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_reference_id_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."references"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "references" ADD CONSTRAINT "references_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patient_profiles_user_uq" ON "patient_profiles" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "patient_profiles_search_trgm_idx" ON "patient_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_profiles_tenant_insurer_idx" ON "patient_profiles" USING btree ("tenant_id","insurer_id");--> statement-breakpoint
CREATE INDEX "references_tenant_name_idx" ON "references" USING btree ("tenant_id","name");