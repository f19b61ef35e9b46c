import { describe, expect, it } from 'vitest';
import type { DocumentList } from '@clinica/contracts/invoicing';
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
    expect(listed.totals.documents).toBe(100);
    await f.expectValidChain();
    expect((await f.chain()).series.find((s) => s.document_type === 'FT')!.documents).toBe(100);
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
