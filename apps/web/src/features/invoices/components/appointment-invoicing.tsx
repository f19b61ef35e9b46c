import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import type { InvoicingDocument, InvoicingDocumentSummary } from '@clinica/contracts/invoicing';
import { useUser } from '../../../lib/session';
import { canCreateInvoices, canReadInvoices } from '../access';
import { createDraft, getDocument, listDocuments } from '../api/documents';
import { invoicesKeys } from '../api/keys';
import { canBeInvoiced } from '../billable';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { showInvoiceError } from '../invoice-messages';
import { documentTitle } from '../labels';
import { IssueDialog } from './issue-dialog';

type Appointment = Pick<
  AppointmentDetail,
  'id' | 'patient_id' | 'state' | 'invoicing_status' | 'paid_by_pack'
>;

/** The appointment's document: its draft or its issued invoice (credit notes and cancelled ones aside). */
const current = (items: InvoicingDocumentSummary[]) =>
  items.find((d) => d.type !== 'NC' && (d.status === 'D' || d.status === 'N'));

/**
 * The appointment's invoicing state and what the desk may do from it (issue 38): «Faturar» (a draft
 * FT) or «Fatura-recibo» (an FR issued at once, through the same «Emitir» dialog), «Emitir» a draft,
 * and for an issued FT the payments feature's «Receber» (`receive`, composed in app/). Whoever may not
 * invoice sees the state only.
 */
export function AppointmentInvoicing({
  appointment: a,
  timeZone,
  receive,
}: {
  appointment: Appointment;
  timeZone: string;
  receive?: (document: InvoicingDocumentSummary) => ReactNode;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const canCreate = canCreateInvoices(user);
  const [issuing, setIssuing] = useState<InvoicingDocument | null>(null);
  const query = { page: 1, page_size: 10, appointment_id: a.id };
  const documents = useQuery({
    queryKey: invoicesKeys.list(query),
    queryFn: ({ signal }) => listDocuments(query, signal),
    enabled: a.invoicing_status !== 'not_invoiced' && canReadInvoices(user),
  });
  const draft = useDocumentMutation(
    (type: 'FT' | 'FR') => createDraft({ type, patient_id: a.patient_id, appointment_ids: [a.id] }),
    {
      onSuccess: (created) => (created.type === 'FR' ? setIssuing(created) : undefined),
      onError: (error) => showInvoiceError(error, t),
    },
  );
  const open = useMutation({
    mutationFn: (id: string) => getDocument(id),
    onSuccess: setIssuing,
    onError: (error) => showInvoiceError(error, t),
  });
  const doc = documents.data ? current(documents.data.items) : undefined;
  const busy = draft.isPending || open.isPending;

  let state: ReactNode = t(`invoices.appointment.status.${a.invoicing_status}`);
  if (doc)
    state = (
      <>
        {`${t(`invoices.appointment.status.${a.invoicing_status}`)} — `}
        <Link component={RouterLink} to={`/invoices/${doc.id}`}>
          {documentTitle(t, doc)}
        </Link>
      </>
    );
  return (
    <Box
      role="group"
      aria-label={t('invoices.appointment.label')}
      data-invoicing-status={a.invoicing_status}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Typography sx={{ flex: '1 1 12rem' }}>
        <Typography component="span" color="text.secondary">
          {`${t('invoices.appointment.label')}: `}
        </Typography>
        {state}
      </Typography>
      {canCreate && a.invoicing_status === 'not_invoiced' && canBeInvoiced(a) ? (
        <>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => draft.mutate('FT')}
            sx={{ minHeight: 44 }}
          >
            {t('invoices.appointment.invoice')}
          </Button>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => draft.mutate('FR')}
            sx={{ minHeight: 44 }}
          >
            {t('invoices.appointment.invoiceReceipt')}
          </Button>
        </>
      ) : null}
      {canCreate && doc?.status === 'D' ? (
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => open.mutate(doc.id)}
          sx={{ minHeight: 44 }}
        >
          {t('invoices.appointment.issue')}
        </Button>
      ) : null}
      {doc?.status === 'N' && doc.type === 'FT' ? receive?.(doc) : null}
      {doc?.status === 'N' && doc.type !== 'FT' ? (
        <Typography color="text.secondary">{t('invoices.appointment.paidAtOnce')}</Typography>
      ) : null}
      {documents.isError ? <Alert severity="warning">{t('invoices.appointment.loadFailed')}</Alert> : null}
      {issuing ? (
        <IssueDialog document={issuing} timeZone={timeZone} onClose={() => setIssuing(null)} />
      ) : null}
    </Box>
  );
}
