CREATE TYPE "public"."intervention_region" AS ENUM('cervical', 'thoracic', 'lumbar', 'shoulder', 'elbow', 'wrist_hand', 'hip', 'knee', 'ankle_foot', 'full_body');--> statement-breakpoint
CREATE TYPE "public"."intervention_type" AS ENUM('exercise', 'other');--> statement-breakpoint
CREATE TABLE "interventions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" "intervention_type" DEFAULT 'exercise' NOT NULL,
	"video_url" text,
	"description" text,
	"region" "intervention_region",
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interventions_tenant_name_uq" ON "interventions" USING btree ("tenant_id",app_search_text("name")) WHERE "interventions"."active";--> statement-breakpoint
CREATE INDEX "interventions_tenant_active_name_idx" ON "interventions" USING btree ("tenant_id","active",app_search_text("name"));