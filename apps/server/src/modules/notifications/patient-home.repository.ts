import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';

/** The clinics a patient is linked to, or has had an appointment at, with their contacts. */
export const patientClinics = (tx: Tx, tenantId: string, patientId: string) =>
  queryRows<{
    id: string;
    name: string;
    address: string | null;
    postal_code: string | null;
    city: string | null;
    phone: string | null;
    email: string | null;
  }>(
    tx,
    sql`
    select c.id, c.name, c.address, c.postal_code, c.city, c.phone, c.email from clinics c
    where c.tenant_id = ${tenantId} and c.active and (
      exists (select 1 from user_clinics uc where uc.tenant_id = c.tenant_id and uc.clinic_id = c.id and uc.user_id = ${patientId})
      or exists (select 1 from appointments a where a.tenant_id = c.tenant_id and a.clinic_id = c.id and a.patient_id = ${patientId} and a.active))
    order by lower(c.name)`,
  );

/** A patient's own active appointment, locked for the cancellation; null when not theirs. */
export async function ownAppointment(tx: Tx, tenantId: string, patientId: string, id: string) {
  const [row] = await queryRows<{ state: string; starts_at: string }>(
    tx,
    sql`select state, starts_at from appointments
        where tenant_id = ${tenantId} and id = ${id} and patient_id = ${patientId} and active for update`,
  );
  return row ? { state: row.state, startsAt: new Date(row.starts_at) } : null;
}
