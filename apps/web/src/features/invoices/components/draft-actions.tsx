import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { archiveDraft } from '../api/documents';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { showInvoiceError } from '../invoice-messages';
import { IssueDialog } from './issue-dialog';

/** A draft's actions: «Emitir» (with the date and a warning) and «Arquivar» (after a confirmation). */
export function DraftActions({ document, timeZone }: { document: InvoicingDocument; timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [issuing, setIssuing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const archive = useDocumentMutation(() => archiveDraft(document.id), {
    onSuccess: () => {
      setArchiving(false);
      notify(t('invoices.draft.archived'), 'success');
      void navigate('/invoices');
    },
    onError: (error) => {
      setArchiving(false);
      showInvoiceError(error, t);
    },
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { minHeight: 44 } }}>
      <Button
        variant="contained"
        startIcon={<SendOutlined />}
        onClick={() => setIssuing(true)}
        disabled={document.lines.length === 0}
      >
        {t('invoices.issue.action')}
      </Button>
      <Button color="error" startIcon={<ArchiveOutlined />} onClick={() => setArchiving(true)}>
        {t('invoices.draft.archive')}
      </Button>
      {issuing ? (
        <IssueDialog document={document} timeZone={timeZone} onClose={() => setIssuing(false)} />
      ) : null}
      <ConfirmDialog
        open={archiving}
        title={t('invoices.draft.archiveTitle')}
        body={t('invoices.draft.archiveBody')}
        confirmLabel={t('invoices.draft.archive')}
        destructive
        pending={archive.isPending}
        onConfirm={() => archive.mutate(undefined)}
        onCancel={() => setArchiving(false)}
      />
    </Box>
  );
}
