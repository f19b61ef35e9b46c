import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { insurerAgreementLines, insurerAgreements, insurers } from '../schema.js';
import { localClock } from '../../modules/invoicing/issue.service.js';
import { DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

const MEDIS = id(1401);
const ADSE = id(1404);
const FISIO = id(1302);
const OSTEO = id(1303);
const ONDAS = id(1305);

/**
 * Issue 45's demo: Médis and ADSE with their fiscal identity, the clinic's agreement number and a price
 * table in force since the first of January of last year — Médis a fixed co-payment per session, ADSE a
 * percentage. Their patients already have insurance numbers (demo-patients.ts). Added once (keyed on the
 * agreements), never twice.
 */
export async function seedDemoInsurers(database: Database, now: Date = new Date()): Promise<void> {
  const validFrom = `${Number(localClock(now, 'Europe/Lisbon').date.slice(0, 4)) - 1}-01-01`;
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    if ((await tx.select({ id: insurerAgreements.id }).from(insurerAgreements).limit(1)).length) return;
    await tx
      .update(insurers)
      .set({
        fiscalName: 'Médis — Companhia Portuguesa de Seguros de Saúde, S.A.',
        address: 'Avenida Dr. Mário Soares, Tagus Park, Edifício 10',
        postalCode: '2744-002',
        city: 'Porto Salvo',
        agreementNumber: 'MD-PR-40921',
        email: 'prestadores@medis.pt',
      })
      .where(eq(insurers.id, MEDIS));
    await tx
      .update(insurers)
      .set({
        fiscalName: 'ADSE — Instituto de Proteção e Assistência na Doença, I.P.',
        nif: '600093247',
        address: 'Praça de Alvalade, 18',
        postalCode: '1748-001',
        city: 'Lisboa',
        agreementNumber: 'ADSE-CONV-18833',
        contact: 'Regime convencionado',
      })
      .where(eq(insurers.id, ADSE));
    const [medis, adse] = await tx
      .insert(insurerAgreements)
      .values([
        {
          id: id(4501),
          tenantId: DEMO_TENANT_ID,
          insurerId: MEDIS,
          validFrom,
          notes: 'Tabela de fisioterapia',
        },
        { id: id(4502), tenantId: DEMO_TENANT_ID, insurerId: ADSE, validFrom, notes: 'Regime convencionado' },
      ])
      .returning();
    const line = (
      agreementId: string,
      serviceId: string,
      priceCents: number,
      part: { cents?: number; pct?: number },
    ) => ({
      tenantId: DEMO_TENANT_ID,
      agreementId,
      serviceId,
      priceCents,
      patientPartCents: part.cents ?? null,
      patientPartPercent: part.pct ?? null,
    });
    await tx
      .insert(insurerAgreementLines)
      .values([
        line(medis!.id, FISIO, 3500, { cents: 1000 }),
        line(medis!.id, OSTEO, 5000, { cents: 1500 }),
        line(medis!.id, ONDAS, 4000, { cents: 1250 }),
        line(adse!.id, FISIO, 2500, { pct: 20 }),
        line(adse!.id, OSTEO, 3000, { pct: 25 }),
      ]);
  });
}
