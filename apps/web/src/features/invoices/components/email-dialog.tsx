import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { SendEmailDialog } from '../../../components/send-email-dialog';
import { hasPermission, useUser } from '../../../lib/session';
import { sendByEmail } from '../api/document-actions';
import { getPatient } from '../api/lookups';
import { invoicesKeys } from '../api/keys';
import { showInvoiceError } from '../invoice-messages';
import { documentTitle } from '../labels';

/** «Enviar por e-mail»: to the patient's e-mail when known, or to the address typed. */
export function EmailDialog({ document, onClose }: { document: InvoicingDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  // An insurer's document (issue 45): no patient's e-mail to offer; the address is typed.
  const patientId = document.patient?.id;
  const patient = useQuery({
    queryKey: invoicesKeys.patient(patientId ?? ''),
    queryFn: ({ signal }) => getPatient(patientId!, signal),
    enabled: Boolean(patientId) && hasPermission(user, 'patients', 'read'),
  });
  return (
    <SendEmailDialog
      title={t('invoices.email.title', { document: documentTitle(t, document) })}
      knownEmail={patient.data?.email}
      send={(email) => sendByEmail(document.id, email)}
      sentMessage={t('invoices.contract.emailSent')}
      onError={(failure, showUnderField) =>
        showInvoiceError(failure, t, (path, message) => {
          if (path !== 'email' && path !== 'document_id') return false;
          showUnderField(message);
          return true;
        })
      }
      onClose={onClose}
    />
  );
}
