import { useTranslation } from 'react-i18next';
import { type InvoicingDocument } from '@clinica/contracts/invoicing';
import { cancelInput } from '@clinica/contracts/invoicing-drafts';
import { ReasonDialog } from '../../../components/reason-dialog';
import { notify } from '../../../lib/notify';
import { cancelDocument } from '../api/document-actions';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { showInvoiceError, translateInvoiceMessage } from '../invoice-messages';
import { documentTitle } from '../labels';

/** «Anular»: the reason is required (it goes into SAF-T); the document keeps its number, status A. */
export function CancelDialog({ document, onClose }: { document: InvoicingDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useDocumentMutation((text: string) => cancelDocument(document.id, text), {
    onSuccess: () => {
      notify(t('invoices.cancel.done'), 'success');
      onClose();
    },
  });
  return (
    <ReasonDialog
      title={t('invoices.cancel.title', { document: documentTitle(t, document) })}
      warning={t('invoices.cancel.warning')}
      reasonLabel={t('invoices.cancel.reason')}
      submitLabel={t('invoices.cancel.action')}
      pending={cancel.isPending}
      check={(reason) => {
        const checked = cancelInput.safeParse({ reason });
        return checked.success ? undefined : translateInvoiceMessage(t, checked.error.issues[0]?.message);
      }}
      onSubmit={(reason, showError) =>
        cancel.mutate(reason, {
          onError: (failure) =>
            showInvoiceError(failure, t, (path, message) => {
              if (path !== 'reason') return false;
              showError(message);
              return true;
            }),
        })
      }
      onClose={onClose}
    />
  );
}
