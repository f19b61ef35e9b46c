import { and, asc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ReferenceRelationship } from '@clinica/contracts/references';
import type { Tx } from '../../db/client.js';
import { patientProfiles, references, users } from '../../db/schema.js';
import { countRows, escapeLike, pageOf, searchWords } from '../../db/list.js';
import { deleteOrDeactivate } from '../../db/soft-delete.js';

export type ReferenceRow = typeof references.$inferSelect;
export type ReferenceWithCount = { reference: ReferenceRow; patientsCount: number };

/** A patient who counts as "referred": an active, not erased patient whose profile names the reference. */
const referredPatient = and(
  eq(users.id, patientProfiles.userId),
  eq(users.type, 'patient'),
  eq(users.active, true),
  isNull(patientProfiles.erasedAt),
);

// Written out qualified: drizzle leaves columns unqualified in a one-table select, and inside this
// correlated subquery "id" would be ambiguous.
const patientsCount = sql<number>`(
  select count(*)::int from patient_profiles join users on users.id = patient_profiles.user_id
  where patient_profiles.reference_id = "references".id and users.type = 'patient' and users.active
    and patient_profiles.erased_at is null
)`.mapWith(Number);

/** `app_search_text` (migration 0006) is lower(unaccent(x)): "joao" matches "João". */
const searchText = (value: SQL | AnyColumn) => sql`app_search_text(${value})`;

export async function listReferences(
  tx: Tx,
  q: {
    q?: string;
    relationship?: ReferenceRelationship;
    page: number;
    pageSize: number;
    sort?: string;
    order: 'asc' | 'desc';
  },
) {
  const conditions: SQL[] = [eq(references.active, true)];
  if (q.relationship) conditions.push(eq(references.relationship, q.relationship));
  for (const word of searchWords(q.q)) {
    const pattern = sql`'%' || ${searchText(sql`${escapeLike(word)}::text`)} || '%'`;
    conditions.push(
      sql`(${searchText(references.name)} like ${pattern} or ${searchText(references.contact)} like ${pattern})`,
    );
  }
  const where = and(...conditions);
  const { rows, total, totalCapped } = await pageOf(
    tx.select({ reference: references, patientsCount }).from(references).where(where).$dynamic(),
    {
      page: q.page,
      pageSize: q.pageSize,
      sort: q.sort,
      order: q.order,
      // Accent-free so that "Álvaro" sorts next to "Alberto" whatever the database's collation.
      sortable: {
        name: searchText(references.name),
        relationship: references.relationship,
        created_at: references.createdAt,
      },
      defaultSort: 'name',
      tieBreaker: references.id,
      count: (limit) => countRows(tx, references, where, limit),
    },
  );
  return { rows: rows as ReferenceWithCount[], total, totalCapped };
}

/** An active reference (deactivated ones answer 404). */
export async function getReference(tx: Tx, id: string): Promise<ReferenceWithCount | null> {
  const [row] = await tx
    .select({ reference: references, patientsCount })
    .from(references)
    .where(and(eq(references.id, id), eq(references.active, true)));
  return row ?? null;
}

/**
 * Takes an active reference's row for update before deciding how to remove it: a patient being
 * pointed at it concurrently (its foreign key check takes a key-share lock) either commits first and
 * is seen, or waits for the removal.
 */
export async function lockReference(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: references.id })
    .from(references)
    .where(and(eq(references.id, id), eq(references.active, true)))
    .for('update');
  return rows.length > 0;
}

export async function referredPatients(tx: Tx, id: string, limit: number) {
  return tx
    .select({ id: users.id, firstName: users.firstName, surname: users.surname })
    .from(patientProfiles)
    .innerJoin(users, referredPatient)
    .where(eq(patientProfiles.referenceId, id))
    .orderBy(
      asc(sql`app_search_text(${users.firstName})`),
      asc(sql`app_search_text(${users.surname})`),
      asc(users.id),
    )
    .limit(limit);
}

/** Whether any patient profile points at the reference — active, deactivated or erased alike. */
export async function isReferencedByPatients(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(patientProfiles)
    .where(eq(patientProfiles.referenceId, id))
    .limit(1);
  return row !== undefined;
}

export async function insertReference(tx: Tx, row: typeof references.$inferInsert): Promise<ReferenceRow> {
  const [inserted] = await tx.insert(references).values(row).returning();
  return inserted!;
}

export async function updateReference(
  tx: Tx,
  id: string,
  patch: Partial<typeof references.$inferInsert>,
): Promise<boolean> {
  if (Object.keys(patch).length === 0) return (await getReference(tx, id)) !== null;
  const rows = await tx
    .update(references)
    .set(patch)
    .where(and(eq(references.id, id), eq(references.active, true)))
    .returning({ id: references.id });
  return rows.length > 0;
}

export async function deactivateReference(tx: Tx, id: string): Promise<void> {
  await tx.update(references).set({ active: false }).where(eq(references.id, id));
}

export const deleteReference = (tx: Tx, id: string) => deleteOrDeactivate(tx, references, id);
