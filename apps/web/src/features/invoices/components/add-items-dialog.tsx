import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type TaxRegion } from '@clinica/contracts/invoicing-tax';
import { type InvoicingDocument } from '@clinica/contracts/invoicing';
import { itemsInput } from '@clinica/contracts/invoicing-drafts';
import { FormDialog } from '../../../components/form-dialog';
import { useUser } from '../../../lib/session';
import { addItems } from '../api/items';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { useServiceCatalogue, useUninvoicedAppointments } from '../hooks/use-invoice-lookups';
import { showInvoiceError, translateInvoiceMessage } from '../invoice-messages';
import { toLineInput, type LineValues } from '../line-values';
import { formPath } from '../new-invoice-form';
import { AppointmentPicker } from './appointment-picker';
import type { LineErrors } from './line-fields';
import { LinesEditor } from './lines-editor';

/** Adds the patient's appointments still to invoice and/or lines (catalogue or free) to a draft. */
export function AddItemsDialog({
  document,
  region,
  onClose,
}: {
  document: InvoicingDocument;
  region: TaxRegion;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const appointments = useUninvoicedAppointments(document.patient?.id ?? null);
  const catalogue = useServiceCatalogue();
  const [ids, setIds] = useState<string[]>([]);
  const [lines, setLines] = useState<LineValues[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const show = (path: string, message: string) => {
    setErrors((current) => ({
      ...current,
      [formPath(path)]: translateInvoiceMessage(t, message) ?? message,
    }));
    return true;
  };
  const save = useDocumentMutation(addItems.bind(null, document.id), {
    onSuccess: onClose,
    onError: (error) => showInvoiceError(error, t, show),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const checked = itemsInput.safeParse({ appointment_ids: ids, lines: lines.map(toLineInput) });
    if (!checked.success) {
      for (const issue of checked.error.issues) show(issue.path.join('.'), issue.message);
      return;
    }
    save.mutate(checked.data);
  };
  const lineErrors = lines.map(
    (_, i) =>
      Object.fromEntries(
        Object.entries(errors)
          .filter(([path]) => path.startsWith(`lines.${i}.`))
          .map(([path, message]) => [path.split('.')[2], message]),
      ) as LineErrors,
  );
  return (
    <FormDialog
      open
      title={t('invoices.draft.addTitle')}
      dirty={ids.length + lines.length > 0}
      pending={save.isPending}
      submitLabel={t('invoices.draft.addSubmit')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {errors.lines ? <Alert severity="error">{errors.lines}</Alert> : null}
        <Typography variant="subtitle1" component="h3">
          {t('invoices.appointments.title')}
        </Typography>
        <AppointmentPicker
          appointments={appointments.data}
          loading={appointments.isPending}
          failed={appointments.isError}
          selected={ids}
          onChange={setIds}
          error={errors.appointment_ids}
          timeZone={user?.tenant.time_zone}
        />
        <Typography variant="subtitle1" component="h3">
          {t('invoices.lines.other')}
        </Typography>
        <LinesEditor
          lines={lines}
          onChange={setLines}
          errors={lineErrors}
          services={catalogue.byId}
          catalogue={catalogue.active}
          region={region}
        />
      </Stack>
    </FormDialog>
  );
}
