import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type TaxRegion } from '@clinica/contracts/invoicing-tax';
import { type DocumentLine, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { lineUpdate } from '@clinica/contracts/invoicing-drafts';
import type { Service } from '@clinica/contracts/catalogue';
import { FormDialog } from '../../../components/form-dialog';
import { updateItem } from '../api/items';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { showInvoiceError, translateInvoiceMessage } from '../invoice-messages';
import { lineField, lineValuesOf, priceCents, toLineUpdate, type LineValues } from '../line-values';
import { LineFields, type LineErrors } from './line-fields';

/** Changes one line of a draft; a credit note's line changes only its quantity, or the amount it credits. */
export function LineEditDialog({
  document,
  line,
  service,
  region,
  onClose,
}: {
  document: InvoicingDocument;
  line: DocumentLine;
  service: Service | undefined;
  region: TaxRegion;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const nc = document.type === 'NC';
  const byAmount = nc && line.credits_amount;
  const initial = lineValuesOf(line);
  const [value, setValue] = useState<LineValues>(initial);
  const [errors, setErrors] = useState<LineErrors>({});
  const show = (field: string, message: string) => {
    const name = lineField(field);
    if (!name) return false;
    setErrors((current) => ({ ...current, [name]: translateInvoiceMessage(t, message) }));
    return true;
  };
  const save = useDocumentMutation((body: object) => updateItem(document.id, line.id, body), {
    onSuccess: onClose,
    onError: (error) => showInvoiceError(error, t, show),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = byAmount
      ? { amount_cents: priceCents(value.price) }
      : nc
        ? { quantity: toLineUpdate(value).quantity }
        : toLineUpdate(value);
    const checked = lineUpdate.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) show(String(issue.path[0] ?? 'description'), issue.message);
      return;
    }
    save.mutate(checked.data);
  };
  return (
    <FormDialog
      open
      title={t('invoices.line.editTitle', { description: line.description })}
      dirty={JSON.stringify(value) !== JSON.stringify(initial)}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      {byAmount ? (
        <TextField
          autoFocus
          sx={{ mt: 1 }}
          label={t('invoices.line.creditAmount')}
          value={value.price}
          onChange={(event) => setValue({ ...value, price: event.target.value })}
          error={Boolean(errors.price)}
          helperText={errors.price}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ) : nc ? (
        <TextField
          autoFocus
          sx={{ mt: 1 }}
          label={t('invoices.line.quantity')}
          value={value.quantity}
          onChange={(event) => setValue({ ...value, quantity: event.target.value })}
          error={Boolean(errors.quantity)}
          helperText={errors.quantity}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ) : (
        <div style={{ paddingTop: 8 }}>
          <LineFields
            label={line.description}
            value={value}
            onChange={(patch) => setValue({ ...value, ...patch })}
            errors={errors}
            service={service}
            region={region}
          />
        </div>
      )}
    </FormDialog>
  );
}
