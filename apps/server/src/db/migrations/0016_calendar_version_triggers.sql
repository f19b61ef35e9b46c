-- The calendar's version (table calendar_versions, decision 010): moves once per committed transaction
-- that changed anything a calendar shows. Deferred constraint triggers run at commit, so the counter's
-- row is locked only for the commit itself (two bookings never wait on each other for it), and a
-- transaction-local setting makes a statement that writes many rows (a series) move it once.
-- Runs as the writer: row-level security applies to calendar_versions like to every tenant table.
CREATE FUNCTION app_calendar_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  t uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
BEGIN
  IF current_setting('app.calendar_changed', true) = t::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('app.calendar_changed', t::text, true);
  INSERT INTO calendar_versions (tenant_id, version) VALUES (t, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET version = calendar_versions.version + 1;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER appointments_calendar_changed
  AFTER INSERT OR UPDATE OR DELETE ON appointments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_calendar_changed();
--> statement-breakpoint
-- The names a calendar item carries (patient, professional, service and its colour, clinic, room).
CREATE CONSTRAINT TRIGGER users_calendar_changed
  AFTER UPDATE OF first_name, surname ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.surname IS DISTINCT FROM NEW.surname)
  EXECUTE FUNCTION app_calendar_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER services_calendar_changed
  AFTER UPDATE OF name, colour ON services
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.colour IS DISTINCT FROM NEW.colour)
  EXECUTE FUNCTION app_calendar_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clinics_calendar_changed
  AFTER UPDATE OF name ON clinics
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION app_calendar_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clinic_spaces_calendar_changed
  AFTER UPDATE OF name ON clinic_spaces
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION app_calendar_changed();
