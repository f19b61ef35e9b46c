-- Accent- and case-insensitive search (DESIGN §9) and, later, exclusion constraints on appointments.
-- All three are trusted extensions on PostgreSQL 13+ (the database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary); an index needs an IMMUTABLE wrapper that names
-- the dictionary explicitly.
CREATE OR REPLACE FUNCTION app_search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $fn$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $fn$;
