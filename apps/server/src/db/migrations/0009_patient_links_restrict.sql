ALTER TABLE "patient_profiles" DROP CONSTRAINT "patient_profiles_insurer_id_insurers_id_fk";
--> statement-breakpoint
ALTER TABLE "patient_profiles" DROP CONSTRAINT "patient_profiles_reference_id_references_id_fk";
--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_profiles" ADD CONSTRAINT "patient_profiles_reference_id_references_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_profiles_tenant_reference_idx" ON "patient_profiles" USING btree ("tenant_id","reference_id");