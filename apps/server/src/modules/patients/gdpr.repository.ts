import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { patientProfiles, users } from '../../db/schema.js';

/** GDPR erasure: personal fields removed; the rows stay for what the law keeps (fiscal documents). */
export async function anonymise(tx: Tx, id: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      firstName: 'Paciente',
      surname: 'anonimizado',
      email: null,
      phone: null,
      imageFileId: null,
      passwordHash: null,
      canLogin: false,
      active: false,
      searchText: '',
    })
    .where(eq(users.id, id));
  await tx
    .update(patientProfiles)
    .set({
      address: null,
      postalCode: null,
      city: null,
      nif: null,
      job: null,
      dateOfBirth: null,
      insurerId: null,
      insuranceNumber: null,
      licenseNumber: null,
      referenceId: null,
      consentSms: false,
      consentEmail: false,
      notes: null,
      erasedAt: now,
    })
    .where(eq(patientProfiles.userId, id));
}
