import { eq } from 'drizzle-orm';
import { instrumentDefinitions, scoreOf } from '@clinica/contracts/instrument-definitions';
import type { Database } from '../client.js';
import { instrumentResponses, instruments } from '../schema.js';
import { DEMO_PATIENT_ID, DEMO_PROFESSIONAL_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';
import { DEMO_PATIENT_IDS } from './demo-patients.js';

/** `n` answers from `min` to `max` that add up to `total` (as even as they come). */
function spread(total: number, n: number, min: number, max: number): number[] {
  const values = Array<number>(n).fill(min);
  let left = total - min * n;
  for (let i = 0; left > 0; i = (i + 1) % n)
    if (values[i]! < max) {
      values[i]! += 1;
      left -= 1;
    }
  return values;
}

/** Who answered what, and the sums of their answers three weeks ago, two weeks ago and last week. */
const courses: { patientId: string; code: string; sums: number[]; activities?: string[] }[] = [
  { patientId: DEMO_PATIENT_IDS[0]!, code: 'odi', sums: [22, 18, 14] }, // 44 % → 36 % → 28 %
  { patientId: DEMO_PATIENT_IDS[0]!, code: 'nprs', sums: [7, 5, 3] },
  { patientId: DEMO_PATIENT_IDS[1]!, code: 'quickdash', sums: [29, 26, 21] }, // 40.9 → 34.1 → 22.7
  { patientId: DEMO_PATIENT_IDS[2]!, code: 'ndi', sums: [22, 19, 13] },
  { patientId: DEMO_PATIENT_ID, code: 'lefs', sums: [38, 43, 50] },
  {
    patientId: DEMO_PATIENT_ID,
    code: 'psfs',
    sums: [9, 14, 19],
    activities: ['Subir escadas', 'Agachar para apanhar objetos', 'Caminhar 30 minutos'],
  },
];

const DAY = 86_400_000;

/**
 * Issue 25's part of the demo: four patients with outcome measures recorded a week apart over the last
 * three weeks, improving as treatment goes (the trend charts have something to show). Scores come from
 * the same scoring the API uses. Keyed on the first fixed id: added once, never twice.
 */
export async function seedDemoInstruments(database: Database, now: Date = new Date()): Promise<void> {
  const first = id(2201);
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const exists = await tx
      .select({ id: instrumentResponses.id })
      .from(instrumentResponses)
      .where(eq(instrumentResponses.id, first));
    if (exists.length) return;
    const rows = await tx
      .select({ id: instruments.id, code: instruments.code, version: instruments.version })
      .from(instruments);
    let n = 0;
    const values = courses.flatMap((course) => {
      const definition = instrumentDefinitions.find((d) => d.code === course.code)!;
      const row = rows.find((r) => r.code === definition.code && r.version === definition.version)!;
      const scale = definition.options.map((o) => o.value);
      const named = definition.items.filter((i) => i.named).length;
      const answeredItems = named ? course.activities!.length : definition.items.length;
      return course.sums.map((sum, week) => {
        const given = spread(sum, answeredItems, Math.min(...scale), Math.max(...scale));
        const answers = definition.items.map((item, i) => ({
          item: item.number,
          value: given[i] ?? null,
          activity: item.named ? (course.activities![i] ?? null) : null,
        }));
        const scored = scoreOf(
          definition,
          answers.map((a) => a.value),
        );
        if ('missing' in scored) throw new Error(`demo ${course.code}: too few answers`);
        return {
          id: id(2201 + n++),
          tenantId: DEMO_TENANT_ID,
          patientId: course.patientId,
          instrumentId: row.id,
          code: definition.code,
          professionalId: DEMO_PROFESSIONAL_ID,
          answers,
          answered: scored.answered,
          score: scored.score,
          recordedAt: new Date(now.getTime() - (21 - week * 7) * DAY),
        };
      });
    });
    await tx.insert(instrumentResponses).values(values);
  });
}
