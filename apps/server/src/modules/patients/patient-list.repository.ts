import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { insurers, patientProfiles, users } from '../../db/schema.js';
import { cappedCount, escapeLike, one, pageOf, pageTotal, searchWords } from '../../db/list.js';
import {
  scopeConditions,
  scopeFilters,
  type PatientListRow,
  type PatientScope,
} from './patients.repository.js';

/**
 * The patients' list (spec §3): filters, sorts and pages the patients the caller sees, or searches them
 * word by word (name, e-mail, phone, NIF; accent- and case-insensitive) through the search text column.
 */

const nameKey = sql`lower(${users.firstName} || ' ' || ${users.surname})`;

/** The `clinic_id` filter: patients linked to that clinic. */
const inClinic = (id: AnyColumn | SQL, clinicId: string) =>
  sql`exists (select 1 from user_clinics uc where uc.user_id = ${id} and uc.clinic_id = ${clinicId})`;

type ListQuery = {
  q?: string;
  insurerId?: string;
  clinicId?: string;
  active: 'true' | 'false' | 'all';
  page: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
};

export async function listPatients(
  tx: Tx,
  scope: PatientScope,
  q: ListQuery,
): Promise<{ rows: PatientListRow[]; total: number; totalCapped: boolean }> {
  // Every word must match somewhere (name, e-mail, phone, NIF), accent- and case-insensitively.
  const words = searchWords(q.q).slice(0, 8);
  if (words.length) return searchPatients(tx, scope, q, words);
  const conditions = scopeConditions(scope);
  if (q.active !== 'all') conditions.push(eq(users.active, q.active === 'true'));
  if (q.insurerId) conditions.push(eq(patientProfiles.insurerId, q.insurerId));
  if (q.clinicId) conditions.push(inClinic(users.id, q.clinicId));
  const where = and(...conditions);
  const base = tx
    .select({
      id: users.id,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      phone: users.phone,
      imageFileId: users.imageFileId,
      active: users.active,
      createdAt: users.createdAt,
      nif: patientProfiles.nif,
      dateOfBirth: patientProfiles.dateOfBirth,
      insurerName: insurers.name,
    })
    .from(users)
    .innerJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .leftJoin(insurers, eq(insurers.id, patientProfiles.insurerId))
    .where(where)
    .$dynamic();
  // The name index delivers the first page alone; the total is counted apart up to the cap (decision 007,
  // issue 41): 50,000 patients cost what 1,000 do.
  return pageOf(base, {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    sortable: { name: nameKey, created_at: users.createdAt, date_of_birth: patientProfiles.dateOfBirth },
    // users_tenant_type_name_idx is (tenant_id, type, lower(name)): "type" first lets it give the
    // order of a plain list.
    leading: { name: [users.type] },
    defaultSort: 'name',
    tieBreaker: users.id,
    count: (limit) => {
      const matching = tx.select(one).from(users).$dynamic();
      // Every patient has exactly one profile: the count joins it only when a filter reads it.
      if (q.insurerId !== undefined)
        matching.innerJoin(patientProfiles, eq(patientProfiles.userId, users.id));
      return cappedCount(tx, matching.where(where), limit);
    },
  });
}

/**
 * A search: the view `patient_search` (migration 0023, decision 017) gives the tenant's patients, and
 * each word's LIKE is a condition of the trigram index (through a table read with the view owner's
 * policy; under row-level security PostgreSQL would not use it: LIKE is not leakproof, decision 007).
 * The scope and filters as in the plain list, the matches sorted, and only the page's rows joined to
 * their profile and insurer; a full page is followed by a count of the matches up to the cap.
 */
async function searchPatients(
  tx: Tx,
  scope: PatientScope,
  q: ListQuery,
  words: string[],
): Promise<{ rows: PatientListRow[]; total: number; totalCapped: boolean }> {
  const id = sql`m.id`;
  // Each word's pattern is worked out once (an InitPlan), not again for every row the index returns. A
  // word of one or two letters has no trigram: when every word is that short the index would be read
  // whole, so the search text is then read as an expression the index does not cover (the planner reads
  // the tenant's patients instead: ≈ 25 ms at 50,000 against ≈ 100 ms).
  const indexed = words.some((w) => [...w].length >= 3);
  const text = indexed ? sql`m.search_text` : sql`(m.search_text || '')`;
  const conditions = words.map(
    (w) => sql`${text} like (select '%' || app_search_text(${escapeLike(w)}::text) || '%')`,
  );
  conditions.push(...scopeFilters(scope, id));
  if (q.active !== 'all') conditions.push(sql`m.active = ${q.active === 'true'}`);
  if (q.insurerId) {
    conditions.push(
      sql`exists (select 1 from patient_profiles pp where pp.user_id = ${id} and pp.insurer_id = ${q.insurerId})`,
    );
  }
  if (q.clinicId) conditions.push(inClinic(id, q.clinicId));
  const where = sql`where ${sql.join(conditions, sql` and `)}`;
  // The plain list's sort keys (an unknown `sort` is the name) and tie-breaker; the date of birth is
  // on the profile, joined for every match only for that sort. The words' `%`, `_` and `\` are literal.
  const byBirth = q.sort === 'date_of_birth';
  const from = sql`patient_search m${byBirth ? sql` join patient_profiles b on b.user_id = m.id` : sql``}`;
  const key =
    q.sort === 'created_at'
      ? sql`m.created_at`
      : byBirth
        ? sql`b.date_of_birth`
        : sql`lower(m.first_name || ' ' || m.surname)`;
  const dir = q.order === 'desc' ? sql`desc` : sql`asc`;
  const offset = (q.page - 1) * q.pageSize;
  const rows = await queryRows<{
    id: string;
    first_name: string;
    surname: string;
    email: string | null;
    phone: string | null;
    image_file_id: string | null;
    active: boolean;
    created_at: string;
    nif: string | null;
    date_of_birth: string | null;
    insurer_name: string | null;
  }>(
    tx,
    sql`select page.id, page.first_name, page.surname, page.email, page.phone, page.image_file_id,
               page.active, page.created_at, p.nif, p.date_of_birth, i.name as insurer_name
          from (select m.id, m.first_name, m.surname, m.email, m.phone, m.image_file_id, m.active,
                       m.created_at, ${key} as sort_key
                  from ${from}
                  ${where}
                 order by ${key} ${dir}, m.id
                 limit ${q.pageSize} offset ${offset}) page
          join patient_profiles p on p.user_id = page.id
          left join insurers i on i.id = p.insurer_id
         order by page.sort_key ${dir}, page.id`,
  );
  const counted = await pageTotal(
    { page: q.page, pageSize: q.pageSize, rows: rows.length },
    async (limit) =>
      (
        await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from (select 1 from ${from} ${where} limit ${limit}) capped`,
        )
      )[0]!.n,
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      surname: r.surname,
      email: r.email,
      phone: r.phone,
      imageFileId: r.image_file_id,
      active: r.active,
      // drizzle's drivers leave timestamps and dates as text (its own timestamp decoder is this).
      createdAt: new Date(r.created_at),
      nif: r.nif,
      dateOfBirth: r.date_of_birth,
      insurerName: r.insurer_name,
    })),
    total: counted.total,
    totalCapped: counted.capped,
  };
}
