import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidNif } from '@clinica/contracts/pt';

/**
 * A local server speaking the part of InvoiceXpress's API v2 Clínica uses (decision 053): the account is
 * the first path segment (`http://127.0.0.1:<port>/{account}`, INVOICEXPRESS_API_URL), the key the
 * `api_key` query parameter. Documents are kept per account so tests read what was created; faults are
 * switched per account.
 */
export type IxFault =
  | null
  | '5xx'
  | 'timeout'
  | '429'
  | 'finalize_5xx_once'
  | 'reject_nif'
  /** The receipt is created, but the answer is a 503 (a lost answer): the retry must find it. */
  | 'receipt_lost_answer_once';

export interface IxStoredDocument {
  id: number;
  resource: string;
  status: 'draft' | 'final' | 'settled' | 'canceled' | 'deleted';
  reference: string | null;
  date: string;
  client: { name: string; code?: string; fiscal_id?: string };
  items: {
    name: string;
    description?: string;
    unit_price: string;
    quantity: string;
    tax?: { name: string };
    discount?: string;
  }[];
  tax_exemption: string | null;
  owner_invoice_id: number | null;
  /** A receipt's note (partial_payment.note), answered as its observations. */
  observations: string | null;
  /** A receipt's amount; an invoice's receipts' sum. */
  paid: number;
  payment_mechanism: string | null;
  sequence_number: string | null;
  atcud: string | null;
  cancel_message: string | null;
  pdfRequests: number;
}

interface Account {
  apiKey: string;
  documents: Map<number, IxStoredDocument>;
  sequences: Map<string, number>;
  fault: IxFault;
  /** Exemption codes this account does not know (it answers 422). */
  unknownExemptions: Set<string>;
  saftRequests: number;
  requests: string[];
}

const RESOURCES: Record<string, string> = {
  invoices: 'invoice',
  invoice_receipts: 'invoice_receipt',
  simplified_invoices: 'simplified_invoice',
  credit_notes: 'credit_note',
  receipts: 'receipt',
};
const LIST_TYPES: Record<string, string> = {
  invoices: 'Invoice',
  invoice_receipts: 'InvoiceReceipt',
  simplified_invoices: 'SimplifiedInvoice',
  credit_notes: 'CreditNote',
  receipts: 'Receipt',
};
const SERIES: Record<string, string> = {
  invoices: 'FT',
  invoice_receipts: 'FR',
  simplified_invoices: 'FS',
  credit_notes: 'NC',
  receipts: 'RG',
};
/** SAF-T's payment mechanisms, as InvoiceXpress takes them in partial_payment.payment_mechanism. */
const MECHANISMS = new Set([
  'TB',
  'MB',
  'CC',
  'CD',
  'CH',
  'CO',
  'CS',
  'DE',
  'LC',
  'NU',
  'PR',
  'TR',
  'CI',
  'OU',
]);
const KNOWN_EXEMPTIONS = /^M(0[1-9]|1[0-6]|19|2[0-6]|3[0-9]|4[0-4]|99)$/;
const PDF = Buffer.from('%PDF-1.4\n% InvoiceXpress local server\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface LocalInvoiceXpress {
  /** For INVOICEXPRESS_API_URL. */
  url: string;
  addAccount(name: string, apiKey: string): Account;
  account(name: string): Account;
  close(): Promise<void>;
}

/** On an ephemeral port, or on `port` (the browser journeys give the app its address before it starts). */
export async function startInvoiceXpress(port = 0): Promise<LocalInvoiceXpress> {
  const accounts = new Map<string, Account>();
  let nextId = 1000;
  let base = '';

  const view = (d: IxStoredDocument) => ({
    id: d.id,
    type: LIST_TYPES[d.resource],
    status: d.status,
    reference: d.reference,
    date: d.date,
    sequence_number: d.sequence_number ?? 'draft',
    inverted_sequence_number: d.sequence_number
      ? `${SERIES[d.resource]}A${new Date().getFullYear()}/${d.sequence_number.split('/')[0]}`
      : 'draft',
    atcud: d.atcud,
    total: d.items.reduce((s, i) => s + Number(i.unit_price) * Number(i.quantity), 0),
    client: d.client,
    items: d.items,
    tax_exemption: d.tax_exemption,
    observations: d.observations,
    permalink: `${base.replace(/\/[^/]*$/, '')}/documents/${d.id}`,
  });

  /** The invoice's VAT rate, from its first line's tax name ("IVA23"): totals here are before VAT. */
  const vatOf = (d: IxStoredDocument) => Number(/(\d+)/.exec(d.items[0]?.tax?.name ?? '')?.[1] ?? 0) / 100;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://localhost');
      const parts = url.pathname.split('/').filter(Boolean);
      if (parts[0] === 'pdfs') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end(PDF);
      }
      if (parts[0] === 'saft') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(
          `<?xml version="1.0" encoding="Windows-1252"?><AuditFile><!-- ${parts.slice(1).join('/')} --></AuditFile>`,
        );
      }
      const acc = accounts.get(parts[0] ?? '');
      // InvoiceXpress answers 401 to an unknown account or a wrong key alike.
      if (!acc || url.searchParams.get('api_key') !== acc.apiKey)
        return send(401, { errors: [{ error: 'Unauthorized' }] });
      const path = parts.slice(1).join('/');
      acc.requests.push(`${req.method} /${path}`);
      if (acc.fault === '5xx') return send(500, { errors: [{ error: 'Internal Server Error' }] });
      if (acc.fault === 'timeout') return; // never answers
      if (acc.fault === '429')
        return send(429, { errors: [{ error: 'Rate limit exceeded' }] }, { 'Retry-After': '30' });
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      } catch {
        return send(400, { errors: [{ error: 'Invalid JSON' }] });
      }

      // GET /invoices.json: every type of invoice, filtered by text (the reference) and type[].
      if (req.method === 'GET' && path === 'invoices.json') {
        const text = url.searchParams.get('text');
        const types = url.searchParams.getAll('type[]');
        const perPage = Number(url.searchParams.get('per_page') ?? 10);
        const found = [...acc.documents.values()]
          .filter((d) => d.status !== 'deleted')
          .filter((d) => !text || d.reference === text)
          .filter((d) => !types.length || types.includes(LIST_TYPES[d.resource]!))
          .slice(0, perPage);
        return send(200, {
          invoices: found.map(view),
          pagination: { total_entries: found.length, current_page: 1, per_page: perPage },
        });
      }
      const create = /^(\w+)\.json$/.exec(path);
      if (req.method === 'POST' && create && RESOURCES[create[1]!] && create[1] !== 'receipts') {
        const resource = create[1]!;
        const doc = (body[RESOURCES[resource]!] ?? body.invoice) as Record<string, unknown> | undefined;
        if (!doc?.client || !Array.isArray(doc.items) || !(doc.items as unknown[]).length)
          return send(422, { errors: [{ error: 'Client and items are required' }] });
        const client = doc.client as IxStoredDocument['client'];
        if (client.fiscal_id && (!isValidNif(client.fiscal_id) || acc.fault === 'reject_nif'))
          return send(422, { errors: [{ error: 'Client fiscal id is invalid' }] });
        const exemption = (doc.tax_exemption as string | undefined) ?? null;
        if (exemption && (!KNOWN_EXEMPTIONS.test(exemption) || acc.unknownExemptions.has(exemption)))
          return send(422, { errors: { error: 'Tax exemption reason is not valid' } });
        const id = nextId++;
        const stored: IxStoredDocument = {
          id,
          resource,
          status: 'draft',
          reference: (doc.reference as string | null | undefined) ?? null,
          date: doc.date as string,
          client,
          items: doc.items as IxStoredDocument['items'],
          tax_exemption: exemption,
          owner_invoice_id: (doc.owner_invoice_id as number | undefined) ?? null,
          observations: (doc.observations as string | undefined) ?? null,
          paid: 0,
          payment_mechanism: null,
          sequence_number: null,
          atcud: null,
          cancel_message: null,
          pdfRequests: 0,
        };
        acc.documents.set(id, stored);
        return send(201, { [RESOURCES[resource]!]: view(stored) });
      }
      // POST /documents/:id/partial_payments.json: a payment of an invoice, answered with its receipt.
      const pay = /^documents\/(\d+)\/partial_payments\.json$/.exec(path);
      if (req.method === 'POST' && pay) {
        const invoice = acc.documents.get(Number(pay[1]));
        if (!invoice || invoice.status === 'deleted') return send(404, { errors: [{ error: 'Not found' }] });
        if (!['invoices', 'simplified_invoices'].includes(invoice.resource) || invoice.status !== 'final')
          return send(422, { errors: [{ error: 'Document does not accept payments' }] });
        const p = body.partial_payment as
          { amount?: number; payment_mechanism?: string; payment_date?: string; note?: string } | undefined;
        const total = view(invoice).total * (1 + vatOf(invoice));
        if (!p?.amount || p.amount <= 0 || p.amount > Math.round((total - invoice.paid) * 100) / 100 + 0.005)
          return send(422, { errors: [{ error: 'Amount is invalid' }] });
        if (!p.payment_mechanism || !MECHANISMS.has(p.payment_mechanism))
          return send(422, { errors: [{ error: 'Payment mechanism is invalid' }] });
        if (!/^\d{2}\/\d{2}\/\d{4}$/.test(p.payment_date ?? ''))
          return send(422, { errors: [{ error: 'Payment date is invalid' }] });
        const n = (acc.sequences.get('receipts') ?? 0) + 1;
        acc.sequences.set('receipts', n);
        const receipt: IxStoredDocument = {
          id: nextId++,
          resource: 'receipts',
          status: 'final',
          reference: null,
          date: p.payment_date!,
          client: invoice.client,
          items: [{ name: 'Pagamento', unit_price: String(p.amount), quantity: '1' }],
          tax_exemption: null,
          owner_invoice_id: invoice.id,
          observations: p.note ?? null,
          paid: p.amount,
          payment_mechanism: p.payment_mechanism,
          sequence_number: `${n}/A`,
          atcud: `JJRGX7K2-${n}`,
          cancel_message: null,
          pdfRequests: 0,
        };
        acc.documents.set(receipt.id, receipt);
        invoice.paid += p.amount;
        if (invoice.paid >= total - 0.005) invoice.status = 'settled';
        if (acc.fault === 'receipt_lost_answer_once') {
          acc.fault = null;
          return send(503, { errors: [{ error: 'Service Unavailable' }] });
        }
        return send(201, { receipt: view(receipt) });
      }
      // GET /document/:id/related_documents.json: its receipts and credit notes.
      const related = /^document\/(\d+)\/related_documents\.json$/.exec(path);
      if (req.method === 'GET' && related) {
        if (!acc.documents.has(Number(related[1]))) return send(404, { errors: [{ error: 'Not found' }] });
        const found = [...acc.documents.values()].filter(
          (d) => d.owner_invoice_id === Number(related[1]) && d.status !== 'deleted',
        );
        return send(200, { documents: found.map(view) });
      }
      const one = /^(\w+)\/(\d+)(\/change-state)?\.json$/.exec(path);
      if (one && RESOURCES[one[1]!]) {
        const doc = acc.documents.get(Number(one[2]));
        if (!doc || doc.resource !== one[1] || doc.status === 'deleted')
          return send(404, { errors: [{ error: 'Not found' }] });
        if (req.method === 'GET' && !one[3]) return send(200, { [RESOURCES[doc.resource]!]: view(doc) });
        if (req.method === 'PUT' && one[3]) {
          const change = (body.invoice ?? body[RESOURCES[doc.resource]!]) as
            { state?: string; message?: string } | undefined;
          const state = change?.state;
          if (state === 'finalized' && doc.status === 'draft') {
            if (acc.fault === 'finalize_5xx_once') {
              acc.fault = null;
              return send(503, { errors: [{ error: 'Service Unavailable' }] });
            }
            const n = (acc.sequences.get(doc.resource) ?? 0) + 1;
            acc.sequences.set(doc.resource, n);
            doc.status = doc.resource === 'invoice_receipts' ? 'settled' : 'final';
            doc.sequence_number = `${n}/A`;
            doc.atcud = `JJ${SERIES[doc.resource]}X7K2-${n}`;
          } else if (state === 'deleted' && doc.status === 'draft') doc.status = 'deleted';
          else if (state === 'canceled' && (doc.status === 'final' || doc.status === 'settled')) {
            if (!change?.message) return send(422, { errors: [{ error: 'A reason is required to cancel' }] });
            doc.status = 'canceled';
            doc.cancel_message = change.message;
            const owner = doc.resource === 'receipts' ? acc.documents.get(doc.owner_invoice_id!) : undefined;
            if (owner) {
              owner.paid -= doc.paid;
              if (owner.status === 'settled') owner.status = 'final';
            }
          } else
            return send(422, {
              errors: [{ error: `Invalid state transition from ${doc.status} to ${state}` }],
            });
          return send(200, { [RESOURCES[doc.resource]!]: view(doc) });
        }
      }
      const pdf = /^api\/pdf\/(\d+)\.json$/.exec(path);
      if (req.method === 'GET' && pdf) {
        const doc = acc.documents.get(Number(pdf[1]));
        if (!doc || doc.status === 'draft' || doc.status === 'deleted')
          return send(404, { errors: [{ error: 'Not found' }] });
        // The first request starts the PDF (202); later ones find it ready.
        if (doc.pdfRequests++ === 0) return send(202);
        return send(200, {
          output: { pdfUrl: `${base.replace(/\/[^/]*$/, '')}/pdfs/${parts[0]}/${doc.id}.pdf` },
        });
      }
      if (req.method === 'GET' && path === 'api/export_saft.json') {
        const month = url.searchParams.get('month');
        const year = url.searchParams.get('year');
        if (!month || !year) return send(422, { errors: [{ error: 'month and year are required' }] });
        if (acc.saftRequests++ % 2 === 0) return send(202);
        return send(200, { url: `${base.replace(/\/[^/]*$/, '')}/saft/${parts[0]}/${year}-${month}.xml` });
      }
      return send(404, { errors: [{ error: 'Not found' }] });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{account}`;
  return {
    url: base,
    addAccount(name, apiKey) {
      const acc: Account = {
        apiKey,
        documents: new Map(),
        sequences: new Map(),
        fault: null,
        unknownExemptions: new Set(),
        saftRequests: 0,
        requests: [],
      };
      accounts.set(name, acc);
      return acc;
    },
    account(name) {
      return accounts.get(name)!;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
