import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '@clinica/contracts/catalogue';
import { stockMessages } from '@clinica/contracts/stock';
import { useTestApp } from '../../test/test-app.js';
import { useClinicFixture } from '../appointments/fixtures.test-helpers.js';
import { fieldsOf, stockCalls } from './stock.test-helpers.js';

/** Decision 041: manual movements, the stock in thousandths, the below-zero rule, thresholds, access. */
const t = useTestApp();
const f = useClinicFixture(t);
const { product, move, moved, stockOf, movements, lowStock } = stockCalls(f.api);

describe('manual movements', () => {
  it('adds and takes thousandths of the unit exactly, each movement with the stock it left', async () => {
    const gel = await product();
    expect(gel.stock_quantity_milli).toBe(0);
    await moved({ service_id: gel.id, kind: 'purchase', quantity_milli: 1500 });
    // Three consumptions of 0,1 l: 1,2 l left, not 1,2000000000000002.
    for (let i = 0; i < 3; i++)
      await moved({
        service_id: gel.id,
        kind: 'consumption',
        quantity_milli: -100,
        patient_id: f.fx.patientId,
      });
    const fix = await moved({
      service_id: gel.id,
      kind: 'adjustment',
      quantity_milli: 250,
      reason: 'Contagem',
    });
    expect(fix).toMatchObject({ kind: 'adjustment', quantity_milli: 250, balance_after_milli: 1450 });
    expect(await stockOf(gel.id)).toBe(1450);

    const list = await movements(gel.id);
    expect(list.map((m) => [m.kind, m.quantity_milli, m.balance_after_milli])).toContainEqual([
      'purchase',
      1500,
      1500,
    ]);
    expect(
      list
        .filter((m) => m.kind === 'consumption')
        .map((m) => m.balance_after_milli)
        .sort(),
    ).toEqual([1200, 1300, 1400]);
    const consumption = list.find((m) => m.kind === 'consumption')!;
    expect(consumption).toMatchObject({ patient_id: f.fx.patientId, document_id: null });
    expect(consumption.patient_name).toBeTruthy();
    expect(consumption.created_by_name).toBeTruthy();
  });

  it('refuses a consumption below zero (400 on quantity_milli, nothing written); an adjustment with a reason may', async () => {
    const tape = await product({ unit: 'unit' });
    await moved({ service_id: tape.id, kind: 'purchase', quantity_milli: 2000 });
    const tooMuch = await move({ service_id: tape.id, kind: 'consumption', quantity_milli: -2001 });
    expect([tooMuch.statusCode, fieldsOf(tooMuch)]).toEqual([
      400,
      { quantity_milli: stockMessages.belowZero },
    ]);
    expect(await stockOf(tape.id)).toBe(2000);
    expect(await movements(tape.id)).toHaveLength(1);

    const noReason = await move({ service_id: tape.id, kind: 'adjustment', quantity_milli: -3000 });
    expect([noReason.statusCode, fieldsOf(noReason)]).toEqual([
      400,
      { reason: stockMessages.reasonRequired },
    ]);
    const blank = await move({
      service_id: tape.id,
      kind: 'adjustment',
      quantity_milli: -3000,
      reason: '  ',
    });
    expect(fieldsOf(blank)).toEqual({ reason: stockMessages.reasonRequired });
    expect(await stockOf(tape.id)).toBe(2000);

    const all = await moved({ service_id: tape.id, kind: 'consumption', quantity_milli: -2000 });
    expect(all.balance_after_milli).toBe(0);
    await moved({ service_id: tape.id, kind: 'adjustment', quantity_milli: -1000, reason: 'Rolo em falta' });
    expect(await stockOf(tape.id)).toBe(-1000);
    expect((await lowStock()).find((p) => p.id === tape.id)).toMatchObject({ needs_adjustment: true });
  });

  it('lets exactly one of two consumptions of the last unit at once through (the product row orders them)', async () => {
    const tape = await product({ unit: 'unit' });
    await moved({ service_id: tape.id, kind: 'purchase', quantity_milli: 1000 });
    const both = await Promise.all(
      [f.fx.patientId, f.fx.otherPatientId].map((patient_id) =>
        move({ service_id: tape.id, kind: 'consumption', quantity_milli: -1000, patient_id }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    // The one that went through answers its own movement.
    const winner = both.findIndex((r) => r.statusCode === 201);
    expect(both[winner]!.json()).toMatchObject({
      patient_id: [f.fx.patientId, f.fx.otherPatientId][winner],
      balance_after_milli: 0,
    });
    expect(await stockOf(tape.id)).toBe(0);
    expect(await movements(tape.id)).toHaveLength(2);
  });

  it('answers 400 naming the field for bad input', async () => {
    const gel = await product();
    const cases: Array<[object, string, string]> = [
      [{ kind: 'purchase', quantity_milli: -5 }, 'quantity_milli', stockMessages.purchasePositive],
      [{ kind: 'consumption', quantity_milli: 5 }, 'quantity_milli', stockMessages.consumptionNegative],
      [{ kind: 'purchase', quantity_milli: 0 }, 'quantity_milli', stockMessages.quantityInvalid],
      [{ kind: 'purchase', quantity_milli: 0.5 }, 'quantity_milli', stockMessages.quantityInvalid],
      [{ kind: 'purchase', quantity_milli: 100_000_001 }, 'quantity_milli', stockMessages.quantityTooLarge],
      [{ kind: 'sale', quantity_milli: -5 }, 'kind', stockMessages.invalidKind],
      [{ kind: 'credit', quantity_milli: 5 }, 'kind', stockMessages.invalidKind],
      [
        { kind: 'purchase', quantity_milli: 5, patient_id: f.fx.patientId },
        'patient_id',
        stockMessages.patientOnlyConsumption,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await move({ service_id: gel.id, ...body });
      expect([res.statusCode, fieldsOf(res)[field]], JSON.stringify(body)).toEqual([400, message]);
    }
    const session = await move({ service_id: f.fx.sessionService, kind: 'purchase', quantity_milli: 5 });
    expect([session.statusCode, fieldsOf(session)]).toEqual([400, { service_id: stockMessages.notProduct }]);
    const unknown = await move({
      service_id: '00000000-0000-4000-8000-000000000000',
      kind: 'purchase',
      quantity_milli: 5,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await movements(gel.id)).toEqual([]);
  });
});

describe('thresholds and the low-stock list', () => {
  it('lists active products below their threshold, by name', async () => {
    const low = await product({ low_stock_threshold_milli: 2000 });
    const fine = await product({ low_stock_threshold_milli: 500 });
    await moved({ service_id: low.id, kind: 'purchase', quantity_milli: 1999 });
    await moved({ service_id: fine.id, kind: 'purchase', quantity_milli: 500 });
    const ids = (await lowStock()).map((p) => p.id);
    expect(ids).toContain(low.id);
    expect(ids).not.toContain(fine.id);
    expect((await lowStock()).find((p) => p.id === low.id)).toEqual({
      id: low.id,
      name: low.name,
      unit: 'l',
      stock_quantity_milli: 1999,
      low_stock_threshold_milli: 2000,
      needs_adjustment: false,
    });
    // Raising the stock to the threshold takes it off; deactivating the product too.
    await moved({ service_id: low.id, kind: 'purchase', quantity_milli: 1 });
    expect((await lowStock()).map((p) => p.id)).not.toContain(low.id);
    const raised = await f.api('PUT', `/api/v1/services/${fine.id}`, { low_stock_threshold_milli: 501 });
    expect(raised.json()).toMatchObject({ low_stock_threshold_milli: 501, stock_quantity_milli: 500 });
    expect((await lowStock()).map((p) => p.id)).toContain(fine.id);
    await f.api('PUT', `/api/v1/services/${fine.id}`, { active: false });
    expect((await lowStock()).map((p) => p.id)).not.toContain(fine.id);
  });

  it('has thresholds on products only, never negative', async () => {
    const onSession = await f.api('PUT', `/api/v1/services/${f.fx.sessionService}`, {
      low_stock_threshold_milli: 1000,
    });
    expect([onSession.statusCode, fieldsOf(onSession)]).toEqual([
      400,
      { low_stock_threshold_milli: catalogueMessages.thresholdOnlyProducts },
    ]);
    const gel = await product();
    const negative = await f.api('PUT', `/api/v1/services/${gel.id}`, { low_stock_threshold_milli: -1 });
    expect(fieldsOf(negative)).toEqual({ low_stock_threshold_milli: catalogueMessages.thresholdInvalid });
  });
});

describe('who may do what', () => {
  it('lets the front desk record consumptions, and only managers purchases, adjustments and thresholds', async () => {
    const gel = await product();
    await moved({ service_id: gel.id, kind: 'purchase', quantity_milli: 1000 });
    const desk = f.rececao;
    await moved(
      { service_id: gel.id, kind: 'consumption', quantity_milli: -250, patient_id: f.fx.patientId },
      desk,
    );
    for (const body of [
      { kind: 'purchase', quantity_milli: 1000 },
      { kind: 'adjustment', quantity_milli: 1000, reason: 'Oferta do fornecedor' },
    ]) {
      const res = await move({ service_id: gel.id, ...body }, desk);
      expect([res.statusCode, res.json().error.message]).toEqual([403, stockMessages.managersOnly]);
    }
    const threshold = await f.api(
      'PUT',
      `/api/v1/services/${gel.id}`,
      { low_stock_threshold_milli: 1 },
      desk,
    );
    expect(threshold.statusCode).toBe(403);
    expect(await stockOf(gel.id)).toBe(750);
    expect(await movements(gel.id, desk)).toHaveLength(2);

    // A professional reads the stock but records nothing; a patient reads nothing (403 before the body).
    expect(await movements(gel.id, f.fisio)).toHaveLength(2);
    const byFisio = await move({ service_id: gel.id, kind: 'consumption', quantity_milli: -1 }, f.fisio);
    expect(byFisio.statusCode).toBe(403);
    const byPatient = await move({ nonsense: true }, f.paciente);
    expect(byPatient.statusCode).toBe(403);
    const readByPatient = await f.api(
      'GET',
      `/api/v1/stock-movements?service_id=${gel.id}`,
      undefined,
      f.paciente,
    );
    expect(readByPatient.statusCode).toBe(403);
    expect((await f.api('GET', '/api/v1/stock-movements/low-stock', undefined, f.paciente)).statusCode).toBe(
      403,
    );
    expect(await stockOf(gel.id)).toBe(750);
  });

  it("keeps clinics apart: another clinic's product and patient answer as unknown", async () => {
    const gel = await product({ low_stock_threshold_milli: 5000 });
    await moved({ service_id: gel.id, kind: 'purchase', quantity_milli: 1000 });
    const other = t.other;
    const read = await f.api('GET', `/api/v1/stock-movements?service_id=${gel.id}`, undefined, other);
    expect(read.statusCode).toBe(404);
    const write = await move({ service_id: gel.id, kind: 'purchase', quantity_milli: 1000 }, other);
    expect(write.statusCode).toBe(404);
    expect((await lowStock(other)).map((p) => p.id)).not.toContain(gel.id);

    const theirPatient = await f.api(
      'POST',
      '/api/v1/users/patients',
      { first_name: 'Rui', surname: 'Alves' },
      other,
    );
    expect(theirPatient.statusCode, theirPatient.body).toBe(201);
    const foreign = await move({
      service_id: gel.id,
      kind: 'consumption',
      quantity_milli: -100,
      patient_id: theirPatient.json().id,
    });
    expect([foreign.statusCode, fieldsOf(foreign)]).toEqual([
      400,
      { patient_id: stockMessages.patientNotFound },
    ]);
    expect(await stockOf(gel.id)).toBe(1000);
  });
});
