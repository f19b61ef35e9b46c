import { describe, expect, it } from 'vitest';
import type { DocumentList } from '@clinica/contracts/invoicing';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from './invoicing.test-helpers.js';

const t = useTestApp();
const f = useInvoicingFixture(t);

describe('the documents list', () => {
  it('lists documents of the same date in number order, even entered in the same second (issue 38)', async () => {
    // The test clock stands still: every document below has the same date and system entry time, so
    // only the number can order them (their ids are random).
    const numbers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const draft = await f.draft({
        type: 'FT',
        patient_id: f.fx.otherPatientId,
        lines: [f.freeLine(1000 + i)],
      });
      numbers.push((await f.issue(draft.id)).number!);
    }
    const draft = await f.draft({ type: 'FT', patient_id: f.fx.otherPatientId, lines: [f.freeLine(900)] });
    const res = await f.api(
      'GET',
      `/api/v1/invoicing-documents?patient_id=${f.fx.otherPatientId}&page_size=200`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as DocumentList;
    // The draft (undated) first, then the newest number first.
    expect(list.items.map((d) => d.id)[0]).toBe(draft.id);
    expect(list.items.slice(1).map((d) => d.number)).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('finds the documents of one appointment: its draft, then its issued invoice (issue 38)', async () => {
    const a = await f.appointment();
    const other = await f.appointment();
    const byAppointment = async () => {
      const res = await f.api('GET', `/api/v1/invoicing-documents?appointment_id=${a}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as DocumentList).items.map((d) => [d.type, d.status]);
    };
    expect(await byAppointment()).toEqual([]);
    const draft = await f.draft({ appointment_ids: [a] });
    await f.draft({ appointment_ids: [other] });
    expect(await byAppointment()).toEqual([['FT', 'D']]);
    await f.issue(draft.id);
    expect(await byAppointment()).toEqual([['FT', 'N']]);
    const bad = await f.api('GET', '/api/v1/invoicing-documents?appointment_id=nope');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['appointment_id']);
  });
});
