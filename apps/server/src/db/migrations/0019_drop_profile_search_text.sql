DROP INDEX "patient_profiles_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "users"."type" = 'patient';--> statement-breakpoint
ALTER TABLE "patient_profiles" DROP COLUMN "search_text";