import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { DocumentLine, InvoicingDocument } from '@clinica/contracts/invoicing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTaxRegion } from '../../../lib/session';
import { removeItem } from '../api/items';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { useServiceCatalogue } from '../hooks/use-invoice-lookups';
import { showInvoiceError } from '../invoice-messages';
import { AddItemsDialog } from './add-items-dialog';
import { DocumentLinesTable } from './document-lines-table';
import { DraftHeaderForm } from './draft-header-form';
import { LineEditDialog } from './line-edit-dialog';
import { SectionCard } from '../../../components/section-card';
import { TaxSummaryTable } from './tax-summary-table';

/**
 * A draft, editable: its header, its lines (change, remove, add more — a credit note's only in
 * quantity) and the totals per VAT rate as the server computed them.
 */
export function DraftEditor({ document }: { document: InvoicingDocument }) {
  const { t } = useTranslation();
  const region = useTaxRegion();
  const catalogue = useServiceCatalogue();
  const nc = document.type === 'NC';
  const [editing, setEditing] = useState<DocumentLine | null>(null);
  const [removing, setRemoving] = useState<DocumentLine | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useDocumentMutation((line: DocumentLine) => removeItem(document.id, line.id), {
    onSuccess: () => setRemoving(null),
    onError: (error) => {
      setRemoving(null);
      showInvoiceError(error, t);
    },
  });
  const lineActions = (line: DocumentLine) => (
    <>
      <IconButton
        aria-label={t('invoices.line.edit', { description: line.description })}
        onClick={() => setEditing(line)}
      >
        <EditOutlined />
      </IconButton>
      <IconButton
        aria-label={t('invoices.line.removeNamed', { description: line.description })}
        onClick={() => setRemoving(line)}
      >
        <DeleteOutline />
      </IconButton>
    </>
  );

  return (
    <Stack spacing={2}>
      <SectionCard id="draft-header" title={t('invoices.draft.header')}>
        <DraftHeaderForm key={document.id} document={document} />
      </SectionCard>
      <SectionCard
        id="draft-lines"
        title={t('invoices.lines.title')}
        action={
          nc ? undefined : (
            <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('invoices.draft.addLines')}
            </Button>
          )
        }
      >
        {document.lines.length ? (
          <DocumentLinesTable
            lines={document.lines}
            caption={t('invoices.lines.title')}
            actions={lineActions}
          />
        ) : (
          <Typography color="text.secondary">{t('invoices.draft.noLines')}</Typography>
        )}
      </SectionCard>
      <SectionCard id="draft-totals" title={t('invoices.summary.title')}>
        <TaxSummaryTable
          rows={document.tax_summary}
          totals={document}
          caption={t('invoices.summary.title')}
        />
      </SectionCard>
      {editing ? (
        <LineEditDialog
          document={document}
          line={editing}
          service={editing.service_id ? catalogue.byId.get(editing.service_id) : undefined}
          region={region}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {adding ? (
        <AddItemsDialog document={document} region={region} onClose={() => setAdding(false)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('invoices.line.removeTitle')}
        body={removing?.description}
        confirmLabel={t('editing.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
