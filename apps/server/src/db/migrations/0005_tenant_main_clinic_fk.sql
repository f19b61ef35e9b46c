-- tenants.main_clinic_id → clinics.id (drizzle cannot express it: the two schema files would import each other).
ALTER TABLE tenants ADD CONSTRAINT tenants_main_clinic_id_fk FOREIGN KEY (main_clinic_id) REFERENCES clinics(id) ON DELETE SET NULL;
