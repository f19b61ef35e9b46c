import { sql } from 'drizzle-orm';
import { DEMO_FRONT_DESK_ID, DEMO_PROFESSIONAL_ID, DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import type { TestApp } from '../../test/test-app.js';

/** Fixed ids of the hand-computed fixture (decision 049's worked example). */
const id = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const R = {
  clinic: id(1),
  p1: id(2),
  p2: id(3),
  reference: id(4),
  specialty: id(5),
  session: id(6),
  product: id(7),
  insurer: id(8),
  a1: id(11),
  a2: id(12),
  a3: id(13),
  a4: id(14),
  a5: id(15),
  a6: id(16),
  d1: id(21),
  d2: id(22),
  d3: id(23),
  d4: id(24),
  d5: id(25),
  payment: id(31),
} as const;
const FISIO = DEMO_PROFESSIONAL_ID;
const DESK = DEMO_FRONT_DESK_ID;

/**
 * A clinic in Lisbon's zone with 2023's activity, written straight into the tables (the reports read
 * tables; the services that write them have their own suites). In figures:
 * - P1 (reference «Dr. Referência»), P2 (none), both created in March 2023 and of this clinic;
 * - A1 26/03 10:00 (the spring DST day) present; A2 31/03 23:30 present (22:30 UTC: still March);
 *   A3 03/04 present, insurer part 15,00 €; A4 05/04 no-show; A5 06/04 cancelled by the patient 3 h before;
 *   A6 29/10 10:00 (the autumn DST day) present — each 60 min, 40,00 €, the demo physiotherapist at 30 %;
 * - FT D1 31/03 A1 + A2 = 80,00 €, 50,00 € of it paid on 01/04 in cash (a partly paid FT);
 *   FR D2 03/04 A3's 25,00 € + a product 12,30 € (2,30 € VAT), paid in cash; NC D3 10/04 −10,00 € of A2;
 *   FT D4 30/10 A6 40,00 € unpaid; FT D5 04/04 50,00 € cancelled (never counted); a 2,00 € cash refund 15/04;
 * - the physiotherapist works here on Mondays 09:00–13:00.
 */
export async function seedReportFixture(t: TestApp) {
  /** Statements one at a time (PGlite's extended protocol takes one per call). */
  const exec = async (text: string) => {
    for (const statement of text
      .split(/;\s*\n/)
      .map((x) => x.trim())
      .filter(Boolean))
      await t.asOwner(sql.raw(statement), DEMO_TENANT_ID);
  };
  await t.asOwner(sql`update users set commission_percent = 30 where id = ${FISIO}`, DEMO_TENANT_ID);
  await exec(`
    insert into clinics (id, tenant_id, name, time_zone) values ('${R.clinic}', '${DEMO_TENANT_ID}', 'Clínica Relatórios', 'Europe/Lisbon');
    insert into "references" (id, tenant_id, name) values ('${R.reference}', '${DEMO_TENANT_ID}', 'Dr. Referência');
    insert into specialties (id, tenant_id, name) values ('${R.specialty}', '${DEMO_TENANT_ID}', 'Osteopatia Teste');
    insert into insurers (id, tenant_id, name) values ('${R.insurer}', '${DEMO_TENANT_ID}', 'Seguradora Teste');
    insert into services (id, tenant_id, name, price_cents, tax_exemption_code, specialty_id, duration_minutes)
      values ('${R.session}', '${DEMO_TENANT_ID}', 'Sessão Teste', 4000, 'M07', '${R.specialty}', 60);
    insert into services (id, tenant_id, name, price_cents, vat_class, kind)
      values ('${R.product}', '${DEMO_TENANT_ID}', 'Produto Teste', 1230, 'normal', 'product');
    insert into users (id, tenant_id, type, first_name, surname, can_login, created_at) values
      ('${R.p1}', '${DEMO_TENANT_ID}', 'patient', 'Paula', 'Um', false, '2023-03-10T10:00:00Z'),
      ('${R.p2}', '${DEMO_TENANT_ID}', 'patient', 'Pedro', 'Dois', false, '2023-03-20T10:00:00Z');
    insert into patient_profiles (id, tenant_id, user_id, reference_id) values
      (gen_random_uuid(), '${DEMO_TENANT_ID}', '${R.p1}', '${R.reference}'), (gen_random_uuid(), '${DEMO_TENANT_ID}', '${R.p2}', null);
    insert into user_clinics (id, tenant_id, user_id, clinic_id) values
      (gen_random_uuid(), '${DEMO_TENANT_ID}', '${R.p1}', '${R.clinic}'), (gen_random_uuid(), '${DEMO_TENANT_ID}', '${R.p2}', '${R.clinic}'),
      (gen_random_uuid(), '${DEMO_TENANT_ID}', '${FISIO}', '${R.clinic}');
    insert into professional_schedules (id, tenant_id, professional_id, clinic_id, weekday, start_time, end_time)
      values (gen_random_uuid(), '${DEMO_TENANT_ID}', '${FISIO}', '${R.clinic}', 'monday', '09:00', '13:00');
    insert into appointments (id, tenant_id, patient_id, professional_id, service_id, clinic_id, starts_at, ends_at, state, price_cents, insurer_id, insurer_part_cents, insurer_invoicing_status) values
      ('${R.a1}', '${DEMO_TENANT_ID}', '${R.p1}', '${FISIO}', '${R.session}', '${R.clinic}', '2023-03-26T09:00:00Z', '2023-03-26T10:00:00Z', 'present', 4000, null, null, null),
      ('${R.a2}', '${DEMO_TENANT_ID}', '${R.p1}', '${FISIO}', '${R.session}', '${R.clinic}', '2023-03-31T22:30:00Z', '2023-03-31T23:30:00Z', 'present', 4000, null, null, null),
      ('${R.a3}', '${DEMO_TENANT_ID}', '${R.p2}', '${FISIO}', '${R.session}', '${R.clinic}', '2023-04-03T09:00:00Z', '2023-04-03T10:00:00Z', 'present', 4000, '${R.insurer}', 1500, 'not_invoiced'),
      ('${R.a4}', '${DEMO_TENANT_ID}', '${R.p2}', '${FISIO}', '${R.session}', '${R.clinic}', '2023-04-05T09:00:00Z', '2023-04-05T10:00:00Z', 'noshow_unjustified', 4000, null, null, null),
      ('${R.a5}', '${DEMO_TENANT_ID}', '${R.p1}', '${FISIO}', '${R.session}', '${R.clinic}', '2023-04-06T09:00:00Z', '2023-04-06T10:00:00Z', 'canceled_patient', 4000, null, null, null),
      ('${R.a6}', '${DEMO_TENANT_ID}', '${R.p2}', '${FISIO}', '${R.session}', '${R.clinic}', '2023-10-29T10:00:00Z', '2023-10-29T11:00:00Z', 'present', 4000, null, null, null);
    insert into appointment_history (id, tenant_id, appointment_id, event, from_state, to_state, at)
      values (gen_random_uuid(), '${DEMO_TENANT_ID}', '${R.a5}', 'state_changed', 'scheduled', 'canceled_patient', '2023-04-06T06:00:00Z');
    insert into invoicing_series (id, tenant_id, document_type, year, code, validation_code) values
      (gen_random_uuid(), '${DEMO_TENANT_ID}', 'FT', 2023, 'REL2023', 'RELFT23X'), (gen_random_uuid(), '${DEMO_TENANT_ID}', 'FR', 2023, 'REL2023', 'RELFR23X'),
      (gen_random_uuid(), '${DEMO_TENANT_ID}', 'NC', 2023, 'REL2023', 'RELNC23X');
    `);
  const doc = async (
    docId: string,
    type: string,
    number: number,
    patient: string,
    day: string,
    tax: number,
    lines: [string | null, string | null, number][],
    extra = '',
  ) => {
    const gross = lines.reduce((s, l) => s + l[2], 0);
    await exec(`
      insert into invoicing_documents (id, tenant_id, type, patient_id, customer_nif, customer_name, net_cents, tax_cents, gross_cents, created_by, clinic_id, credited_document_id)
        values ('${docId}', '${DEMO_TENANT_ID}', '${type}', '${patient}', '999999990', 'Consumidor final', ${gross - tax}, ${tax}, ${gross}, '${DESK}', '${R.clinic}', ${type === 'NC' ? `'${R.d1}'` : 'null'});
      ${lines
        .map(
          ([appointment, service, cents], i) => `
      insert into invoicing_document_lines (id, tenant_id, document_id, position, appointment_id, service_id, description, quantity, unit_price_cents, vat_rate_percent, tax_exemption_code, gross_cents)
        values (gen_random_uuid(), '${DEMO_TENANT_ID}', '${docId}', ${i + 1}, ${appointment ? `'${appointment}'` : 'null'}, ${service ? `'${service}'` : 'null'}, 'Linha', 1, ${cents},
          ${service === R.product ? '23, null' : "null, 'M07'"}, ${cents});`,
        )
        .join('\n')}
      update invoicing_documents set status = 'N', series_id = (select id from invoicing_series where document_type = '${type}' and year = 2023),
        number = ${number}, invoice_no = '${type} REL2023/${number}', invoice_date = '${day}', issued_by = '${DESK}'${extra}
        where id = '${docId}';`);
  };
  await doc(R.d1, 'FT', 1, R.p1, '2023-03-31', 0, [
    [R.a1, R.session, 4000],
    [R.a2, R.session, 4000],
  ]);
  await doc(R.d2, 'FR', 1, R.p2, '2023-04-03', 230, [
    [R.a3, R.session, 2500],
    [null, R.product, 1230],
  ]);
  await doc(R.d3, 'NC', 1, R.p1, '2023-04-10', 0, [[R.a2, R.session, 1000]]);
  await doc(R.d4, 'FT', 2, R.p2, '2023-10-30', 0, [[R.a6, R.session, 4000]]);
  await doc(R.d5, 'FT', 3, R.p2, '2023-04-04', 0, [[null, R.session, 5000]]);
  await exec(`
    update invoicing_documents set status = 'A', cancel_reason = 'Erro', cancelled_at = '2023-04-04T12:00:00Z' where id = '${R.d5}';
    insert into invoicing_document_payments (id, tenant_id, document_id, method, amount_cents) values (gen_random_uuid(), '${DEMO_TENANT_ID}', '${R.d2}', 'cash', 3730);
    insert into payments (id, tenant_id, patient_id, paid_at, amount_cents, method, clinic_id, created_by)
      values ('${R.payment}', '${DEMO_TENANT_ID}', '${R.p1}', '2023-04-01', 5000, 'cash', '${R.clinic}', '${DESK}');
    insert into payment_allocations (id, tenant_id, payment_id, document_id, amount_cents) values (gen_random_uuid(), '${DEMO_TENANT_ID}', '${R.payment}', '${R.d1}', 5000);
    insert into refunds (id, tenant_id, patient_id, document_id, clinic_id, refunded_at, amount_cents, method, created_by)
      values (gen_random_uuid(), '${DEMO_TENANT_ID}', '${R.p1}', '${R.d3}', '${R.clinic}', '2023-04-15', 200, 'cash', '${DESK}');
    `);
}
