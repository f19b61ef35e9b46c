import { describe, expect, it } from 'vitest';
import type { DocumentList, InvoicingDocument } from '@clinica/contracts/invoicing';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from './invoicing.test-helpers.js';

const t = useTestApp();
const f = useInvoicingFixture(t);
const { api } = f;

describe('issuing at once', () => {
  it('100 concurrent issues in one series get 1…100, no gap, no duplicate, and the chain verifies', async () => {
    const drafts: string[] = [];
    for (let i = 0; i < 100; i++) drafts.push((await f.draft({ lines: [f.freeLine(1000 + i)] })).id);
    const answers = await Promise.all(
      drafts.map((id) => api('POST', `/api/v1/invoicing-documents/${id}/issue`, {})),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(drafts.map(() => 200));
    const numbers = answers.map((r) => r.json().number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const listed = (
      await api('GET', '/api/v1/invoicing-documents?type=FT&status=N&page_size=100')
    ).json() as DocumentList;
    expect(listed.total).toBe(100);
    await f.expectValidChain();
    expect((await f.chain()).series.find((s) => s.document_type === 'FT')!.documents).toBe(100);
  });

  it('50 concurrent issues in one series: the entry times rise with the numbers', async () => {
    // A running clock (a second per reading): an entry time read before the series' lock would let a
    // later number carry an earlier time. Meaningful on PostgreSQL (PGlite runs one transaction at a time).
    const drafts: string[] = [];
    for (let i = 0; i < 50; i++)
      drafts.push((await f.draft({ type: 'FR', lines: [f.freeLine(500 + i)] })).id);
    t.clock.tick(1000);
    const answers = await Promise.all(
      drafts.map((id) => api('POST', `/api/v1/invoicing-documents/${id}/issue`, {})),
    ).finally(() => t.clock.tick(0));
    expect(answers.map((r) => r.statusCode)).toEqual(drafts.map(() => 200));
    const entered = answers
      .map((r) => r.json() as InvoicingDocument)
      .sort((a, b) => a.number! - b.number!)
      .map((d) => d.system_entry_date!);
    expect(new Set(entered).size).toBeGreaterThan(1);
    expect(entered).toEqual([...entered].sort());
    await f.expectValidChain();
  });

  it('two drafts racing for one appointment: one gets it, the other 409', async () => {
    const appointment = await f.appointment();
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        api('POST', '/api/v1/invoicing-documents', {
          patient_id: f.fx.patientId,
          appointment_ids: [appointment],
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
  });
});
