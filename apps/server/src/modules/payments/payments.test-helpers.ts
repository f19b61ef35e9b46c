import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import type { CurrentAccount, Payment } from '@clinica/contracts/payments';
import { queryRows } from '../../db/client.js';
import { DEMO_MANAGER_ID, DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import type { SuiteApp } from '../../test/test-app.js';
import { useInvoicingFixture } from '../invoicing/invoicing.test-helpers.js';
import * as repo from './payments.repository.js';

/** The payments suites' set-up: the invoicing fixture (series for every type, receipts included) and helpers. */
export function usePaymentsFixture(t: SuiteApp) {
  const f = useInvoicingFixture(t);

  /** An issued document of `cents` (one exempt free line) for the fixture's patient unless said. */
  async function issued(cents: number, type = 'FT', patientId = f.fx.patientId): Promise<InvoicingDocument> {
    return f.issue((await f.draft({ type, patient_id: patientId, lines: [f.freeLine(cents)] })).id);
  }

  /** Records a payment; must succeed. */
  async function pay(body: object, cookie?: string): Promise<Payment> {
    const res = await f.api('POST', '/api/v1/payments', { patient_id: f.fx.patientId, ...body }, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function account(patientId = f.fx.patientId, cookie?: string): Promise<CurrentAccount> {
    const res = await f.api('GET', `/api/v1/users/${patientId}/current-account`, undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as CurrentAccount;
    // The ledger's last running balance is always owed − credit.
    expect(a.entries.at(-1)?.balance_cents ?? 0).toBe(a.balance_cents);
    return a;
  }

  /** What a refused request must leave untouched: the payments and the RG, FR and NC series' last numbers. */
  const footprint = async () =>
    (
      await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
        queryRows<{ payments: number; allocations: number; rg: number; fr: number; nc: number }>(
          tx,
          sql`select (select count(*)::int from payments) as payments,
                     (select count(*)::int from payment_allocations) as allocations,
                     (select last_number from invoicing_series where document_type = 'RG') as rg,
                     (select last_number from invoicing_series where document_type = 'FR') as fr,
                     (select last_number from invoicing_series where document_type = 'NC') as nc`,
        ),
      )
    )[0]!;

  /**
   * A «conta corrente» record as issue 27's code wrote it (the route refuses one since issue 38): the
   * amount = the allocation, no receipt. Arranged in the database, as old rows are.
   */
  const legacyOnAccount = (documentId: string, cents: number, patientId = f.fx.patientId) =>
    t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      repo.insertPayment(
        tx,
        {
          tenantId: DEMO_TENANT_ID,
          patientId,
          paidAt: f.state.today,
          amountCents: cents,
          method: 'current_account',
          createdBy: DEMO_MANAGER_ID,
        },
        [{ documentId, amountCents: cents }],
      ),
    );

  /** A new patient of the demo clinic (its id). */
  async function newPatient(first_name: string, surname: string): Promise<string> {
    const res = await f.api('POST', '/api/v1/users/patients', { first_name, surname });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  /** A document as its page reads it. */
  async function document(id: string): Promise<InvoicingDocument> {
    const res = await f.api('GET', `/api/v1/invoicing-documents/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  return Object.assign(f, { issued, pay, account, footprint, legacyOnAccount, newPatient, document });
}

export const pdfText = (bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rg-')), 'rg.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
