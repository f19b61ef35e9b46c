import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FINAL_CONSUMER_NIF, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { draftUpdate } from '@clinica/contracts/invoicing-drafts';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { notify } from '../../../lib/notify';
import { updateDraft } from '../api/documents';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { showInvoiceError, translateInvoiceMessage } from '../invoice-messages';

type HeaderOutput = z.output<typeof draftUpdate>;

interface HeaderValues {
  type: 'FT' | 'FR' | 'FS';
  notes: string;
  customer: { nif: string; name: string; address: string; postal_code: string; city: string };
  credit_reason: string;
}

const valuesOf = (d: InvoicingDocument): HeaderValues => ({
  type: d.type === 'NC' ? 'FT' : d.type,
  notes: d.notes ?? '',
  customer: {
    nif: d.customer.nif === FINAL_CONSUMER_NIF ? '' : d.customer.nif,
    name: d.customer.name,
    address: d.customer.address ?? '',
    postal_code: d.customer.postal_code ?? '',
    city: d.customer.city ?? '',
  },
  credit_reason: d.credit_reason ?? '',
});

/**
 * What is sent, checked by the contract (paths as the form's: `customer.nif`). A credit note stays a
 * credit note: its type is not sent; an invoice has no credit reason.
 */
const schemaFor = (nc: boolean) =>
  z
    .object({
      type: z.enum(['FT', 'FR', 'FS']),
      notes: z.string(),
      customer: z.object({
        nif: z.string(),
        name: z.string(),
        address: z.string(),
        postal_code: z.string(),
        city: z.string(),
      }),
      credit_reason: z.string(),
    })
    .transform(
      ({ type, notes, customer, credit_reason }) =>
        (nc ? { notes, customer, credit_reason } : { type, notes, customer }) as z.input<typeof draftUpdate>,
    )
    .pipe(draftUpdate);

/**
 * A draft's header: the type (FT ↔ FR ↔ FS), the customer printed on it (no NIF: «Consumidor final»),
 * the notes, and a credit note's reason. Checked by the contract; the server's 400 lands on its field.
 */
export function DraftHeaderForm({ document }: { document: InvoicingDocument }) {
  const { t } = useTranslation();
  const nc = document.type === 'NC';
  const form = useForm<HeaderValues, unknown, HeaderOutput>({
    resolver: zodResolver(schemaFor(nc)),
    defaultValues: valuesOf(document),
  });
  const save = useDocumentMutation((body: HeaderOutput) => updateDraft(document.id, body), {
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      notify(t('invoices.draft.saved'), 'success');
    },
    onError: (error) =>
      showInvoiceError(error, t, (path, message) => {
        if (!/^(type|notes|credit_reason|customer\.(nif|name|address|postal_code|city))$/.test(path))
          return false;
        form.setError(path as FieldPath<HeaderValues>, { type: 'server', message }, { shouldFocus: true });
        return true;
      }),
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const text = (
    name: FieldPath<HeaderValues>,
    label: string,
    extra: { required?: boolean; helper?: string; max?: number; multiline?: boolean } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value as string}
          label={label}
          required={extra.required}
          multiline={extra.multiline}
          minRows={extra.multiline ? 2 : undefined}
          error={Boolean(fieldState.error)}
          helperText={translateInvoiceMessage(t, fieldState.error?.message) ?? extra.helper}
          slotProps={{ htmlInput: { maxLength: extra.max } }}
          sx={extra.multiline ? { gridColumn: '1 / -1' } : undefined}
        />
      )}
    />
  );
  const nif = form.watch('customer.nif');
  const notes = form.watch('notes');

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {nc ? null : (
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <TextField
                select
                label={t('invoices.fields.type')}
                {...field}
                helperText={t(`invoices.typeHints.${field.value}`)}
              >
                {(['FT', 'FR', 'FS'] as const).map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`invoices.types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        {text('customer.nif', t('invoices.customer.nif'), {
          helper: nif.trim() ? undefined : t('invoices.customer.finalConsumerHint'),
          max: 20,
        })}
        {text('customer.name', t('invoices.customer.name'), { required: true, max: 200 })}
        {text('customer.address', t('invoices.customer.address'), { max: 200 })}
        {text('customer.postal_code', t('invoices.customer.postalCode'), { max: 20 })}
        {text('customer.city', t('invoices.customer.city'), { max: 80 })}
        {nc
          ? text('credit_reason', t('invoices.credit.reason'), { required: true, max: 200, multiline: true })
          : null}
        {text('notes', t('invoices.fields.notes'), {
          max: 1000,
          multiline: true,
          helper: `${notes.length}/1000`,
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="outlined" disabled={!form.formState.isDirty || save.isPending}>
          {t('invoices.draft.saveHeader')}
        </Button>
      </Box>
    </Box>
  );
}
