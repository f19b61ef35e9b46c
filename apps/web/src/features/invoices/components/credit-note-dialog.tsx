import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import type { CreditLineInput } from '@clinica/contracts/invoicing-drafts';
import { FormDialog } from '../../../components/form-dialog';
import { formatDecimal, formatEuros } from '../../../lib/format';
import { parseNumber } from '../../../lib/number-text';
import { notify } from '../../../lib/notify';
import { createDraft } from '../api/documents';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { showInvoiceError } from '../invoice-messages';
import { documentTitle } from '../labels';
import { priceCents } from '../line-values';
import { CreditLineField, initialCreditValue, type CreditLineValue } from './credit-line-field';

/**
 * «Emitir nota de crédito»: the reason and, per line, how much to credit — a quantity or an amount
 * with VAT (decision 032), at most what is still creditable. It makes an NC draft (to review and issue)
 * and opens it.
 */
export function CreditNoteDialog({
  document,
  onClose,
}: {
  document: InvoicingDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lines = document.lines.filter(
    (l) => (l.creditable_quantity ?? 0) > 0 || (l.creditable_cents ?? 0) > 0,
  );
  const initial = Object.fromEntries(lines.map((l) => [l.id, initialCreditValue(l)]));
  const [values, setValues] = useState<Record<string, CreditLineValue>>(initial);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useDocumentMutation(createDraft, {
    onSuccess: (nc) => {
      notify(t('invoices.credit.created'), 'success');
      onClose();
      void navigate(`/invoices/${nc.id}`);
    },
    onError: (error) =>
      showInvoiceError(error, t, (path, message) => {
        const line = /^credit_lines\.(\d+)\./.exec(path);
        const key = path === 'credit_reason' ? 'reason' : line ? lines[Number(line[1])]?.id : undefined;
        if (!key) return false;
        setErrors((current) => ({ ...current, [key]: message }));
        return true;
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!reason.trim()) found.reason = t('invoices.contract.creditReason');
    const credit_lines = lines.flatMap((l): CreditLineInput[] => {
      const value = values[l.id]!;
      if (value.byAmount) {
        const cents = priceCents(value.text) ?? 0;
        const max = l.creditable_cents ?? 0;
        if (Number.isNaN(cents) || cents > max)
          found[l.id] = t('invoices.credit.atMost', { max: formatEuros(max) });
        return cents > 0 ? [{ credited_line_id: l.id, amount_cents: cents }] : [];
      }
      const quantity = parseNumber(value.text) ?? 0;
      const max = l.creditable_quantity ?? 0;
      if (Number.isNaN(quantity) || quantity < 0 || quantity > max)
        found[l.id] = t('invoices.credit.atMost', { max: formatDecimal(max) });
      return quantity > 0 ? [{ credited_line_id: l.id, quantity }] : [];
    });
    if (!credit_lines.length && !Object.keys(found).some((k) => k !== 'reason'))
      found.total = t('invoices.credit.nothing');
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate({
      type: 'NC',
      // The NC's customer is the credited document's: its patient, or its insurer (issue 45).
      ...(document.patient ? { patient_id: document.patient.id } : {}),
      credited_document_id: document.id,
      credit_reason: reason.trim(),
      credit_lines,
    });
  };
  return (
    <FormDialog
      open
      title={t('invoices.credit.title', { document: documentTitle(t, document) })}
      dirty={reason !== '' || JSON.stringify(values) !== JSON.stringify(initial)}
      pending={create.isPending}
      submitLabel={t('invoices.credit.submit')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          required
          label={t('invoices.credit.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Typography variant="subtitle1" component="h3">
          {t('invoices.credit.linesTitle')}
        </Typography>
        {errors.total ? (
          <Typography color="error" role="alert">
            {errors.total}
          </Typography>
        ) : null}
        {lines.map((l) => (
          <CreditLineField
            key={l.id}
            line={l}
            value={values[l.id]!}
            error={errors[l.id]}
            onChange={(value) => setValues({ ...values, [l.id]: value })}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
