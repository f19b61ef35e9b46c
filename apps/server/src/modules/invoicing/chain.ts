import { type ChainVerification, type SeriesDocumentType } from '@clinica/contracts/invoicing';
import { signedMessage } from '@clinica/contracts/invoicing-signature';
import type { Tx } from '../../db/client.js';
import * as repo from './documents.repository.js';
import { publicKeys, verifySignature } from './signing.js';

/**
 * The signature chain checked per series in number order (issue 26): numbers 1…n with no gap, each
 * document's PreviousHash equal to the hash before it, its signature valid for the message rebuilt from
 * what is stored, its total equal to its lines', and the series' head equal to its last document. A
 * document changed behind the application's back (the trigger disabled) shows here.
 */
export async function verifyChains(tx: Tx, tenantId: string): Promise<ChainVerification> {
  const [{ series, documents }, verify] = await Promise.all([
    repo.seriesWithDocuments(tx, tenantId),
    signatureVerifier(tx),
  ]);
  const bySeries = new Map<string, typeof documents>();
  for (const d of documents) bySeries.set(d.seriesId!, [...(bySeries.get(d.seriesId!) ?? []), d]);
  const result = series.map((s) => {
    const docs = bySeries.get(s.id) ?? [];
    const problems: { invoice_no: string; problem: string }[] = [];
    let previous: string | null = null;
    docs.forEach((d, i) => {
      const name = d.invoiceNo ?? `#${d.number}`;
      const report = (problem: string) => problems.push({ invoice_no: name, problem });
      if (d.number !== i + 1) report(`número ${d.number} fora de sequência (esperado ${i + 1})`);
      if ((d.previousHash ?? null) !== previous)
        report('a assinatura anterior não corresponde à do documento anterior');
      if (!verify({ ...d, previousHash: previous }))
        report('a assinatura não corresponde aos dados do documento');
      if (d.linesGross !== d.grossCents) report('o total não corresponde à soma das linhas');
      if (d.netCents + d.taxCents !== d.grossCents) report('total ilíquido + IVA diferente do total');
      previous = d.hash;
    });
    if (s.lastNumber !== docs.length)
      problems.push({
        invoice_no: s.code,
        problem: `a série indica ${s.lastNumber} documentos e tem ${docs.length}`,
      });
    if ((s.lastHash ?? null) !== previous)
      problems.push({
        invoice_no: s.code,
        problem: 'a última assinatura da série não é a do último documento',
      });
    return {
      id: s.id,
      document_type: s.documentType as SeriesDocumentType,
      code: s.code,
      documents: docs.length,
      problems,
    };
  });
  return { series: result, valid: result.every((s) => s.problems.length === 0) };
}

export interface SignedDocument {
  invoiceDate: string | null;
  systemEntryDate: string | null;
  invoiceNo: string | null;
  grossCents: number;
  previousHash: string | null;
  hash: string | null;
  keyVersion: number | null;
}

/**
 * Whether a document's stored signature verifies, with the key of the version it records, for the
 * message rebuilt from its stored fields and the given PreviousHash (the chain check, the SAF-T export).
 */
export async function signatureVerifier(tx: Tx): Promise<(d: SignedDocument) => boolean> {
  const keys = await publicKeys(tx);
  return (d) => {
    const key = d.keyVersion ? keys.get(d.keyVersion) : undefined;
    if (!key || !d.hash) return false;
    const message = signedMessage({
      invoiceDate: d.invoiceDate ?? '',
      systemEntryDate: d.systemEntryDate ?? '',
      invoiceNo: d.invoiceNo ?? '',
      grossCents: d.grossCents,
      previousHash: d.previousHash,
    });
    return verifySignature(key, message, d.hash);
  };
}
