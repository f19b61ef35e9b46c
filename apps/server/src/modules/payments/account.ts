import type { AccountEntry, CurrentAccount, OpenDocument } from '@clinica/contracts/payments';
import type { Tx } from '../../db/client.js';
import * as repo from './payments.repository.js';

type AccountData = Awaited<ReturnType<typeof repo.accountOf>>;

/**
 * The patient's current account (decision 030), from their issued documents and active payments:
 * - an FT owes its total, less what payments settled (not `current_account`, which moves nothing) and
 *   what its credit notes credit; a credit note beyond what its FT still owes — or of an FR/FS, already
 *   paid — is credit;
 * - an advance (the FR a payment issued for its surplus) is credit; a balance compensation spends it,
 *   and the NC regularising the advance it used (decision 032) is no new credit: it moves nothing;
 *   a refund gives credit back (decision 033), and the NC it issues on an advance moves nothing either.
 * The ledger runs oldest first; its last balance is owed − credit.
 */
export function computeAccount(patient: { id: string; name: string }, data: AccountData): CurrentAccount {
  const advanceIds = new Set(
    data.payments.flatMap((p) => (p.advanceDocumentId ? [p.advanceDocumentId] : [])),
  );
  const methodOf = new Map(data.payments.map((p) => [p.id, p.method]));
  const settled = new Map<string, number>();
  for (const a of data.allocations)
    if (methodOf.get(a.paymentId) !== 'current_account')
      settled.set(a.documentId, (settled.get(a.documentId) ?? 0) + a.amountCents);
  const credited = new Map<string, number>();
  for (const d of data.documents)
    if (d.type === 'NC' && d.creditedDocumentId)
      credited.set(d.creditedDocumentId, (credited.get(d.creditedDocumentId) ?? 0) + d.grossCents);

  let creditCents = 0;
  const open: OpenDocument[] = [];
  const byId = new Map(data.documents.map((d) => [d.id, d]));
  for (const d of data.documents) {
    if (d.type === 'FT') {
      const paid = settled.get(d.id) ?? 0;
      const nc = credited.get(d.id) ?? 0;
      const applied = Math.min(nc, Math.max(0, d.grossCents - paid));
      creditCents += nc - applied;
      const outstanding = d.grossCents - paid - applied;
      if (outstanding > 0)
        open.push({
          id: d.id,
          type: d.type,
          invoice_no: d.invoiceNo,
          invoice_date: d.invoiceDate,
          gross_cents: d.grossCents,
          settled_cents: paid,
          credited_cents: applied,
          outstanding_cents: outstanding,
        });
    } else if (
      d.type === 'NC' &&
      d.creditedDocumentId &&
      byId.get(d.creditedDocumentId)?.type !== 'FT' &&
      !advanceIds.has(d.creditedDocumentId)
    ) {
      // A credit note of a paid FR/FS (or of a cancelled document, no longer in the account): credit.
      creditCents += d.grossCents;
    }
  }
  for (const p of data.payments) {
    if (p.advanceDocumentId && byId.has(p.advanceDocumentId)) creditCents += p.advanceCents;
    if (p.method === 'balance_compensation') creditCents -= p.amountCents;
  }
  for (const r of data.refunds) creditCents -= r.amountCents;
  const owedCents = open.reduce((s, d) => s + d.outstanding_cents, 0);

  const refundNotes = new Set(data.refunds.flatMap((r) => (r.creditNoteId ? [r.creditNoteId] : [])));
  type Event = Omit<AccountEntry, 'balance_cents'> & { at: number };
  const events: Event[] = [];
  for (const d of data.documents) {
    const base = {
      date: d.invoiceDate ?? '',
      reference: d.invoiceNo,
      document_id: d.id,
      payment_id: null,
      method: null,
      at: d.systemEntryAt?.getTime() ?? 0,
    };
    if (d.type === 'FT')
      events.push({ ...base, kind: 'invoice', debit_cents: d.grossCents, credit_cents: 0 });
    else if (refundNotes.has(d.id))
      events.push({ ...base, kind: 'refund_note', debit_cents: 0, credit_cents: 0 });
    else if (d.type === 'NC' && d.creditedDocumentId && advanceIds.has(d.creditedDocumentId))
      events.push({ ...base, kind: 'regularisation', debit_cents: 0, credit_cents: 0 });
    else if (d.type === 'NC')
      events.push({ ...base, kind: 'credit_note', debit_cents: 0, credit_cents: d.grossCents });
    else if (advanceIds.has(d.id)) events.push({ ...base, kind: 'advance', debit_cents: 0, credit_cents: 0 });
    else
      events.push({
        ...base,
        kind: 'invoice_receipt',
        debit_cents: d.grossCents,
        credit_cents: d.grossCents,
      });
  }
  // A payment of invoices issued at InvoiceXpress is named by its receipts there (decision 053).
  const providerNos = new Map<string, string[]>();
  for (const r of data.providerReceipts)
    providerNos.set(r.paymentId, [...(providerNos.get(r.paymentId) ?? []), r.receiptNo!]);
  for (const p of data.payments) {
    const moves = p.method !== 'current_account' && p.method !== 'balance_compensation';
    events.push({
      kind: moves ? 'payment' : p.method === 'balance_compensation' ? 'compensation' : 'on_account',
      date: p.paidAt,
      reference: p.receiptNo ?? providerNos.get(p.id)?.join(', ') ?? null,
      document_id: null,
      payment_id: p.id,
      method: p.method,
      debit_cents: 0,
      credit_cents: moves ? p.amountCents : 0,
      at: p.createdAt.getTime(),
    });
  }
  const refNo = new Map(data.documents.map((d) => [d.id, d.invoiceNo]));
  for (const r of data.refunds)
    events.push({
      kind: 'refund',
      date: r.refundedAt,
      reference: refNo.get(r.documentId) ?? null,
      document_id: r.documentId,
      payment_id: null,
      method: r.method,
      debit_cents: r.amountCents,
      credit_cents: 0,
      at: r.createdAt.getTime(),
    });
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.at - b.at));
  let running = 0;
  const entries = events.map(({ at: _at, ...e }) => {
    running += e.debit_cents - e.credit_cents;
    return { ...e, balance_cents: running };
  });

  return {
    patient,
    owed_cents: owedCents,
    credit_cents: creditCents,
    balance_cents: owedCents - creditCents,
    open_documents: open,
    entries,
  };
}

export async function loadAccount(tx: Tx, tenantId: string, patient: { id: string; name: string }) {
  return computeAccount(patient, await repo.accountOf(tx, tenantId, patient.id));
}
