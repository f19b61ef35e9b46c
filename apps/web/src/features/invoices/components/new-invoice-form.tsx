import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FS_LIMIT_CENTS } from '@clinica/contracts/invoicing';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { notify } from '../../../lib/notify';
import { useTaxRegion, useUser } from '../../../lib/session';
import { createDraft } from '../api/documents';
import { invoicesKeys } from '../api/keys';
import { useServiceCatalogue, useUninvoicedAppointments } from '../hooks/use-invoice-lookups';
import { showInvoiceError, translateInvoiceMessage } from '../invoice-messages';
import {
  formPath,
  lineErrors,
  newInvoiceResolver,
  previewDraft,
  type NewInvoiceOutput,
  type NewInvoiceValues,
} from '../new-invoice-form';
import { AppointmentPicker } from './appointment-picker';
import { LinesEditor } from './lines-editor';
import { PatientPicker, type PatientOption } from '../../../components/patient-picker';
import { SectionCard } from '../../../components/section-card';
import { TaxSummaryTable } from './tax-summary-table';

const known =
  /^(patient|type|notes|appointment_ids|lines(\.\d+\.(description|quantity|price|discount|tax))?)$/;

/**
 * A new draft: the patient and the type, the patient's appointments to invoice and/or lines from the
 * catalogue or free, and the totals per VAT rate as the server will compute them. «Guardar rascunho»
 * creates it and opens it.
 */
export function NewInvoiceForm({ patient }: { patient: PatientOption | null }) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const region = useTaxRegion();
  const catalogue = useServiceCatalogue();
  const form = useForm<NewInvoiceValues, unknown, NewInvoiceOutput>({
    resolver: newInvoiceResolver,
    defaultValues: { patient, type: 'FT', notes: '', appointment_ids: [], lines: [] },
  });
  const values = useWatch({ control: form.control }) as NewInvoiceValues;
  const appointments = useUninvoicedAppointments(values.patient?.id ?? null);
  const chosen = (appointments.data ?? []).filter((a) => values.appointment_ids.includes(a.id));
  const preview = previewDraft(chosen, values.lines, catalogue.byId, region);
  const errors = form.formState.errors;
  const message = (text: string | undefined) => translateInvoiceMessage(t, text);

  // The saved draft opens once the page no longer guards its edits (the guard reads them as rendered).
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    if (saved) void navigate(`/invoices/${saved}`);
  }, [saved, navigate]);
  const save = useMutation({
    mutationFn: createDraft,
    onSuccess: (draft) => {
      queryClient.setQueryData(invoicesKeys.detail(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: [...invoicesKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      notify(t('invoices.draftSaved'), 'success');
      setSaved(draft.id);
    },
    onError: (error) =>
      showInvoiceError(error, t, (path, text) => {
        const field = formPath(path);
        if (!known.test(field)) return false;
        form.setError(field as 'notes', { type: 'server', message: text });
        return true;
      }),
  });
  const submit = form.handleSubmit(
    (body) => save.mutate(body),
    () => setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending && !saved} />
      <Stack spacing={2}>
        <SectionCard id="new-invoice-customer" title={t('invoices.newForm.who')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
            <Controller
              control={form.control}
              name="patient"
              render={({ field, fieldState }) => (
                <PatientPicker
                  required
                  label={t('invoices.fields.patient')}
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    form.setValue('appointment_ids', []);
                  }}
                  error={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <TextField
                  select
                  label={t('invoices.fields.type')}
                  value={field.value}
                  onChange={field.onChange}
                  helperText={
                    field.value === 'FS' && preview.totals.gross_cents > FS_LIMIT_CENTS
                      ? t('invoices.contract.fsLimit')
                      : t(`invoices.typeHints.${field.value}`)
                  }
                  error={field.value === 'FS' && preview.totals.gross_cents > FS_LIMIT_CENTS}
                >
                  {(['FT', 'FR', 'FS'] as const).map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`invoices.types.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
        </SectionCard>
        {values.patient ? (
          <SectionCard id="new-invoice-appointments" title={t('invoices.appointments.title')}>
            <Controller
              control={form.control}
              name="appointment_ids"
              render={({ field, fieldState }) => (
                <AppointmentPicker
                  appointments={appointments.data}
                  loading={appointments.isPending}
                  failed={appointments.isError}
                  selected={field.value}
                  onChange={field.onChange}
                  error={message(fieldState.error?.message)}
                  timeZone={user?.tenant.time_zone}
                />
              )}
            />
          </SectionCard>
        ) : null}
        <SectionCard id="new-invoice-lines" title={t('invoices.lines.title')}>
          {errors.lines?.message ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {message(errors.lines.message)}
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="lines"
            render={({ field }) => (
              <LinesEditor
                lines={field.value}
                onChange={field.onChange}
                errors={lineErrors(errors.lines, message)}
                services={catalogue.byId}
                catalogue={catalogue.active}
                region={region}
              />
            )}
          />
        </SectionCard>
        <SectionCard id="new-invoice-totals" title={t('invoices.summary.title')}>
          <TaxSummaryTable
            rows={preview.summary}
            totals={preview.totals}
            caption={t('invoices.summary.title')}
          />
        </SectionCard>
        <Controller
          control={form.control}
          name="notes"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('invoices.fields.notes')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message) ?? `${field.value.length}/1000`}
            />
          )}
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/invoices">
            {t('editing.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('invoices.saveDraft')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
