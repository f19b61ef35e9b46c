import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { InvoicePage as DocumentPage } from '../../features/invoices/pages/invoice-page';
import { canListPayments } from '../../features/payments/access';
import { DocumentBalance } from '../../features/payments/components/document-balance';
import { useUser } from '../../lib/session';

/**
 * An issued, not cancelled FT to a patient: what it still owes and «Registar pagamento» (the payments
 * feature). An insurer's FT is settled from the insurer's current account (its page).
 */
const balance = (d: InvoicingDocument) =>
  d.type === 'FT' && d.status === 'N' && d.patient ? (
    <DocumentBalance documentId={d.id} patientId={d.patient.id} grossCents={d.gross_cents} />
  ) : null;

/**
 * /invoices/{id}: the invoices feature's document with, for whoever reads payments, the payments
 * feature's balance of an issued FT (DESIGN §3 rule 1: features do not import each other; app/ composes them).
 */
export function InvoicePage() {
  const user = useUser();
  return <DocumentPage issuedExtra={canListPayments(user) ? balance : undefined} />;
}
