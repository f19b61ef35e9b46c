import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { services } from '../schema.js';
import { insertMovement, type NewStockMovement } from '../../modules/stock/stock.repository.js';
import { DEMO_PATIENT_IDS } from './demo-patients.js';
import { DEMO_FRONT_DESK_ID, DEMO_MANAGER_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

const DAY = 86_400_000;
/** The catalogue's two products (clinic-setup.ts) and three the stock brings (decision 041). */
const BAND = id(1306);
const GEL_250 = id(1307);
const GEL_5L = id(48_001);
const TAPE = id(48_002);
const BANDAGE = id(48_003);

/**
 * The demo's stock (issue 44): the clinic's products with a threshold, a month of purchases and of gel,
 * tape and bandages used on patients, and the kinesio tape below its threshold. Run before the demo's
 * invoicing, whose issued documents then sell the band and the 250 ml gel out of this stock.
 */
export async function seedDemoStock(database: Database, now = new Date()): Promise<void> {
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const there = await tx.select({ id: services.id }).from(services).where(eq(services.id, GEL_5L));
    if (there.length) return;
    await tx.insert(services).values([
      {
        id: GEL_5L,
        tenantId: DEMO_TENANT_ID,
        name: 'Gel condutor para ultrassons (a granel)',
        description: 'Garrafão de 5 l; usado nas sessões de ultrassom e registado por consumo.',
        priceCents: 1200,
        unit: 'l',
        vatClass: 'normal',
        kind: 'product',
        lowStockThresholdMilli: 2000,
      },
      {
        id: TAPE,
        tenantId: DEMO_TENANT_ID,
        name: 'Kinesio tape 5 cm × 5 m',
        priceCents: 950,
        unit: 'unit',
        vatClass: 'normal',
        kind: 'product',
        lowStockThresholdMilli: 5000,
      },
      {
        id: BANDAGE,
        tenantId: DEMO_TENANT_ID,
        name: 'Ligadura elástica 10 cm',
        priceCents: 350,
        unit: 'unit',
        vatClass: 'normal',
        kind: 'product',
        lowStockThresholdMilli: 10_000,
      },
    ]);
    for (const [serviceId, threshold] of [
      [BAND, 10_000],
      [GEL_250, 6000],
    ] as const)
      await tx.update(services).set({ lowStockThresholdMilli: threshold }).where(eq(services.id, serviceId));

    const at = (ago: number) => new Date(now.getTime() - ago * DAY);
    const patient = (i: number) => DEMO_PATIENT_IDS[i]!;
    type Row = [number, string, NewStockMovement['kind'], number, string | null, string | null];
    // [days ago, product, kind, thousandths, patient, reason]
    const rows: Row[] = [
      [30, GEL_5L, 'purchase', 10_000, null, null],
      [30, TAPE, 'purchase', 12_000, null, null],
      [30, BANDAGE, 'purchase', 30_000, null, null],
      [30, BAND, 'purchase', 40_000, null, null],
      [30, GEL_250, 'purchase', 24_000, null, null],
      [26, GEL_5L, 'consumption', -250, patient(0), null],
      [24, TAPE, 'consumption', -1000, patient(1), null],
      [21, GEL_5L, 'consumption', -250, patient(2), null],
      [19, BANDAGE, 'consumption', -2000, patient(3), null],
      [17, TAPE, 'consumption', -2000, patient(4), null],
      [14, GEL_5L, 'consumption', -500, patient(0), null],
      [12, TAPE, 'consumption', -3000, patient(5), null],
      [10, BANDAGE, 'adjustment', -1000, null, 'Ligadura danificada no armazém'],
      [7, TAPE, 'consumption', -2000, patient(1), null],
      [5, GEL_5L, 'consumption', -250, patient(6), null],
      [3, TAPE, 'consumption', -1000, patient(2), null],
    ];
    for (const [i, [ago, serviceId, kind, milli, patientId, reason]] of rows.entries()) {
      await insertMovement(tx, {
        id: id(48_101 + i),
        tenantId: DEMO_TENANT_ID,
        serviceId,
        kind,
        quantityMilli: milli,
        patientId,
        reason,
        createdBy: kind === 'consumption' ? DEMO_FRONT_DESK_ID : DEMO_MANAGER_ID,
        createdAt: at(ago),
      });
    }
  });
}

/** The kinesio tape ends below its threshold: 3 rolls of 5 (demo.test.ts). */
export const DEMO_LOW_STOCK_PRODUCT = TAPE;
