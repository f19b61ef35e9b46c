import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { canCreateInvoices } from '../access';
import { getDocument } from '../api/documents';
import { invoicesKeys } from '../api/keys';
import { DocumentView } from '../components/document-view';
import { DraftActions } from '../components/draft-actions';
import { DraftEditor } from '../components/draft-editor';
import { IssuedActions } from '../components/issued-actions';
import { ProviderChip } from '../components/provider-chip';
import { StatusChip } from '../components/status-chip';
import { documentTitle } from '../labels';

/** What other areas show on a document's page (composed in app/: a feature never imports another). */
export interface InvoicePageSlots {
  /** Under an issued document's actions (the payments feature: what an FT still owes, «Registar pagamento»). */
  issuedExtra?: (document: InvoicingDocument) => ReactNode;
}

/**
 * /invoices/{id}: a draft is edited here (whoever may create documents) and issued or archived; an
 * issued document is read-only, with its PDF, e-mail, credit note and cancellation.
 */
export function InvoicePage({ issuedExtra }: InvoicePageSlots = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const document = useQuery({
    queryKey: invoicesKeys.detail(id),
    queryFn: ({ signal }) => getDocument(id, signal),
  });
  if (document.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  if (document.isError) {
    const missing = document.error instanceof ApiError && [400, 404].includes(document.error.status);
    return (
      <>
        <PageHeader title={t('routes.invoice')} />
        {missing ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ width: '100%' }}>
              <EmptyState
                icon={<ReceiptLongOutlined sx={{ fontSize: 48 }} />}
                title={t('invoices.contract.notFound')}
                body={t('invoices.document.notFoundBody')}
              />
            </Box>
            <Button component={RouterLink} to="/invoices">
              {t('invoices.backToList')}
            </Button>
          </Stack>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void document.refetch()}>
                {t('lists.retry')}
              </Button>
            }
          >
            {t('invoices.document.loadFailed')}
          </Alert>
        )}
      </>
    );
  }
  const d = document.data;
  const timeZone = user?.tenant.time_zone ?? 'Europe/Lisbon';
  const editable = d.status === 'D' && !d.archived_at && canCreateInvoices(user);
  return (
    <>
      <PageHeader
        title={documentTitle(t, d)}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <ProviderChip provider={d.provider} />
            <StatusChip status={d.status} />
          </Box>
        }
      />
      <Stack spacing={2}>
        {editable ? <Alert severity="info">{t('invoices.draft.banner')}</Alert> : null}
        {editable ? <DraftActions document={d} timeZone={timeZone} /> : <IssuedActions document={d} />}
        {d.status === 'D' ? null : issuedExtra?.(d)}
        {editable ? <DraftEditor document={d} /> : <DocumentView document={d} timeZone={timeZone} />}
      </Stack>
    </>
  );
}
