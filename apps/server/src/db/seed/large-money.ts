import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../client.js';
import { generatedId, type GeneratedClinic } from './large.js';

/** The year the reports are measured over, the same in both generated clinics (Lisbon's days). */
export const REPORT_YEAR = { from: '2025-12-01', to: '2026-11-30' };
/** The large clinic's documents reach further: its history around the reported year (decision 049). */
const HISTORY = { small: REPORT_YEAR, large: { from: '2024-12-01', to: '2027-11-30' } };

/**
 * A generated clinic's money (issue 50), written set-based and once: an FR for each present appointment
 * of its history's documents period (the reported year; the large clinic two more around it), paid at
 * the desk (cash, card or MB by a hash), and a month of expenses per category. The documents are
 * marked `generated`: unsigned, outside the chain, never in a SAF-T file. Lines go in while the
 * documents are drafts (the lines' trigger), then one UPDATE issues them all.
 */
export async function seedGeneratedMoney(
  database: Database,
  c: GeneratedClinic,
  large: boolean,
): Promise<number> {
  const t = c.tenantId;
  const range = large ? HISTORY.large : HISTORY.small;
  const manager = generatedId(t, 'manager');
  const added = await database.withTenant(t, async (tx) => {
    const [there] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from invoicing_documents where tenant_id = ${t} and generated`,
    );
    if (there!.n > 0) return 0;
    const series = generatedId(t, 'series-fr');
    await tx.execute(sql`
      insert into invoicing_series (id, tenant_id, document_type, year, code, validation_code)
      values (${series}, ${t}, 'FR', 2026, 'GEN', 'GENERATE') on conflict do nothing`);
    const source = sql`
      select a.id as appointment_id, a.patient_id, a.service_id, a.price_cents, a.clinic_id,
             (a.starts_at at time zone 'Europe/Lisbon')::date as day,
             md5(${t}::text || ':gdoc:' || a.id::text)::uuid as doc_id
        from appointments a
       where a.tenant_id = ${t} and a.state = 'present' and a.active
         and a.starts_at >= (${range.from}::date)::timestamp at time zone 'Europe/Lisbon'
         and a.starts_at < (${range.to}::date + 1)::timestamp at time zone 'Europe/Lisbon'`;
    await tx.execute(sql`
      insert into invoicing_documents (id, tenant_id, type, status, patient_id, customer_nif, customer_name,
                                       net_cents, tax_cents, gross_cents, created_by, clinic_id, generated, created_at, updated_at)
      select doc_id, ${t}, 'FR', 'D', patient_id, '999999990', 'Consumidor final', price_cents, 0, price_cents,
             ${manager}, clinic_id, true, day::timestamp, day::timestamp
        from (${source}) s`);
    await tx.execute(sql`
      insert into invoicing_document_lines (id, tenant_id, document_id, position, appointment_id, service_id,
                                            description, quantity, unit_price_cents, tax_exemption_code,
                                            tax_exemption_text, service_date, gross_cents)
      select gen_random_uuid(), ${t}, doc_id, 1, appointment_id, service_id, 'Sessão', 1, price_cents, 'M07',
             'Artigo 9.º do CIVA', day, price_cents
        from (${source}) s`);
    await tx.execute(sql`
      with numbered as (
        select id, invoice_date_, row_number() over (order by invoice_date_, id) as n from (
          select d.id, d.created_at::date as invoice_date_ from invoicing_documents d
           where d.tenant_id = ${t} and d.generated and d.status = 'D') x),
      done as (
        update invoicing_documents d set status = 'N', series_id = ${series}, number = numbered.n,
               invoice_no = 'FR GEN/' || numbered.n, atcud = 'GENERATE-' || numbered.n,
               invoice_date = numbered.invoice_date_, issued_by = ${manager},
               system_entry_at = numbered.invoice_date_::timestamp at time zone 'Europe/Lisbon' + interval '18 hours'
          from numbered where d.id = numbered.id
        returning d.id, d.gross_cents, abs(hashtext(d.id::text)) % 3 as m)
      insert into invoicing_document_payments (id, tenant_id, document_id, method, amount_cents)
      select gen_random_uuid(), ${t}, id, (case m when 0 then 'cash' when 1 then 'debit_card' else 'mb' end)::payment_method,
             gross_cents from done`);
    await tx.execute(sql`
      insert into expenses (id, tenant_id, name, expense_date, category, total_cents, vat_cents, method)
      select gen_random_uuid(), ${t}, initcap(cat) || ' ' || to_char(m, 'MM/YYYY'), m::date, cat::expense_category,
             (50000 + abs(hashtext(cat || m::text)) % 150000)::int, 0, 'bank_transfer'::expense_method
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 month') m,
             unnest(array['rent', 'utilities', 'supplies', 'staff', 'marketing']) cat`);
    const [n] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from invoicing_documents where tenant_id = ${t} and generated`,
    );
    return n!.n;
  });
  // Fresh statistics, outside the tenant's transaction as large.ts does (a report planned on the empty
  // tables' statistics ran for minutes).
  if (added)
    await database.db.execute(
      sql`analyze invoicing_documents, invoicing_document_lines, invoicing_document_payments, expenses`,
    );
  return added;
}
