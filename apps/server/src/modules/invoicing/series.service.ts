import { invoicingMessages, type SeriesDocumentType } from '@clinica/contracts/invoicing';
import { type InvoicingSeries } from '@clinica/contracts/invoicing-series';
import { tenantMessages } from '@clinica/contracts/tenants';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import * as repo from './series.repository.js';

/** A series as the contract's `seriesInput` outputs it (trimmed, validation code in capitals). */
export interface SeriesValues {
  document_type: SeriesDocumentType;
  year: number;
  code: string;
  validation_code: string;
}

const toSeries = (s: repo.SeriesRow): InvoicingSeries => ({
  id: s.id,
  document_type: s.documentType,
  year: s.year,
  code: s.code,
  validation_code: s.validationCode,
  last_number: s.lastNumber,
  last_invoice_date: s.lastInvoiceDate,
});

const keyOf = (s: { documentType: string; year: number } | { document_type: string; year: number }) =>
  'documentType' in s ? `${s.documentType}:${s.year}` : `${s.document_type}:${s.year}`;

/** Year descending, then FT, FR, FS, NC, RG. */
export async function listSeries(tx: Tx, tenantId: string): Promise<InvoicingSeries[]> {
  return (await repo.listSeries(tx, tenantId)).map(toSeries);
}

/**
 * Makes the tenant's series the list sent (one per document type and year, the contract already checked):
 * a new (type, year) is inserted; an unused series (no document issued) takes the identifier and
 * validation code sent, or is removed when it is not in the list. A used series is the chain of issued
 * documents and their ATCUDs: it keeps its identifier and code (409 naming the field sent otherwise) and
 * stays when it is not sent. Everything is checked before the first write; the caller's transaction
 * undoes the writes if a concurrent issue slips in between.
 */
export async function replaceSeries(tx: Tx, tenantId: string, list: SeriesValues[]): Promise<void> {
  const existing = await repo.listSeries(tx, tenantId);
  const byKey = new Map(existing.map((s) => [keyOf(s), s]));

  const used: Record<string, string> = {};
  list.forEach((s, i) => {
    const current = byKey.get(keyOf(s));
    if (!current || current.lastNumber === 0) return;
    if (current.code !== s.code) used[`series.${i}.code`] = invoicingMessages.seriesUsed;
    if (current.validationCode !== s.validation_code)
      used[`series.${i}.validation_code`] = invoicingMessages.seriesUsed;
  });
  if (Object.keys(used).length) throw conflict(invoicingMessages.seriesUsed, used);

  const sent = new Set(list.map(keyOf));
  const kept = existing.filter((s) => s.lastNumber > 0 && !sent.has(keyOf(s)));
  checkRepeats(list, kept);

  const removed = existing.filter((s) => s.lastNumber === 0 && !sent.has(keyOf(s)));
  if (
    (await repo.deleteUnusedSeries(
      tx,
      tenantId,
      removed.map((s) => s.id),
    )) !== removed.length
  )
    throw conflict(invoicingMessages.seriesUsed);

  const changes = list.flatMap((s, i) => {
    const current = byKey.get(keyOf(s));
    if (!current || (current.code === s.code && current.validationCode === s.validation_code)) return [];
    return [{ i, current, next: s }];
  });
  // Two series of a type may swap identifiers: the unique index (type, code) would refuse the first
  // write, so codes that move go through a placeholder (the row's id) first.
  const gone = new Set(removed.map((s) => s.id));
  const swaps = changes.some(({ current, next }) =>
    existing.some(
      (o) =>
        o.id !== current.id &&
        !gone.has(o.id) &&
        o.documentType === current.documentType &&
        o.code === next.code,
    ),
  );
  if (swaps) {
    for (const { current, next } of changes) {
      if (current.code !== next.code)
        await repo.updateUnusedSeries(tx, tenantId, current.id, { code: current.id });
    }
  }
  for (const { i, current, next } of changes) {
    const ok = await repo.updateUnusedSeries(tx, tenantId, current.id, {
      code: next.code,
      validationCode: next.validation_code,
    });
    if (!ok) {
      const field = current.code !== next.code ? 'code' : 'validation_code';
      throw conflict(invoicingMessages.seriesUsed, {
        [`series.${i}.${field}`]: invoicingMessages.seriesUsed,
      });
    }
  }

  await repo.insertSeries(
    tx,
    tenantId,
    list
      .filter((s) => !byKey.has(keyOf(s)))
      .map((s) => ({
        documentType: s.document_type,
        year: s.year,
        code: s.code,
        validationCode: s.validation_code,
      })),
  );
}

/**
 * What the series will be after the change must still be unique: one identifier per document type (it
 * names the documents: "FT 2026A/1"), and one validation code per series (AT gives each series its
 * own; the same code twice would print the same ATCUD on two documents). Identifiers compare without
 * case, so "2026a" cannot sit beside "2026A".
 */
function checkRepeats(list: SeriesValues[], kept: repo.SeriesRow[]): void {
  const codes = new Set(kept.map((s) => `${s.documentType}:${s.code.toUpperCase()}`));
  const validationCodes = new Set(kept.map((s) => s.validationCode));
  const fields: Record<string, string> = {};
  list.forEach((s, i) => {
    const code = `${s.document_type}:${s.code.toUpperCase()}`;
    if (codes.has(code)) fields[`series.${i}.code`] = tenantMessages.seriesCodeRepeated;
    if (validationCodes.has(s.validation_code))
      fields[`series.${i}.validation_code`] = tenantMessages.validationCodeRepeated;
    codes.add(code);
    validationCodes.add(s.validation_code);
  });
  if (Object.keys(fields).length) throw badRequest(fields);
}
