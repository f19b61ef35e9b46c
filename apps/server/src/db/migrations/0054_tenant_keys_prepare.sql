-- Issue 40 (decision 035), custom SQL before the generated 0055_tenant_keys: tenants.main_clinic_id's
-- foreign key (migration 0005, not in the Drizzle schema) references clinics(id), so clinics' primary key
-- cannot become (tenant_id, id) while it stands. 0056_tenant_keys_finish adds it back within the tenant.
ALTER TABLE tenants DROP CONSTRAINT tenants_main_clinic_id_fk;
