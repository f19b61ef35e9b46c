import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NOTES_MAX, type Patient } from '@clinica/contracts/patients';
import { MultiSelectField } from '../../../components/multi-select-field';
import { PhotoPicker } from '../../../components/photo-picker';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { createPatient, updatePatient } from '../api/patients';
import { listClinicOptions, listInsurerOptions } from '../api/lookups';
import { patientsKeys } from '../keys';
import {
  isPatientField,
  patientFormSchema,
  valuesOf,
  type PatientBody,
  type PatientField,
  type PatientFormValues,
} from '../patient-form-schema';
import { alreadyReported, translatePatientMessage } from '../server-messages';
import { useDuplicateNif } from '../use-duplicate-nif';
import { DuplicateNifDialog, DuplicateNifNotice } from './duplicate-nif';
import { ReferenceField } from './reference-field';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={12} component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Grid>
  );
}

export interface PatientFormProps {
  /** null: a new patient (/patients/add_new_patient). */
  patient: Patient | null;
  canEdit: boolean;
  /** The clinics can be listed (clinics:read): otherwise the field is left out. */
  canListClinics: boolean;
  /** Staff come back to the list; a patient reading their own record has no list. */
  showBackToList?: boolean;
}

/**
 * The one patient form, for creating and for the profile's details (spec §3 Patient). Text as typed,
 * validated by the contract's schema; the server's field errors go under their inputs and the spec's
 * "Erro ao tentar criar/editar o paciente" is shown (§8).
 */
export function PatientForm({ patient, canEdit, canListClinics, showBackToList = true }: PatientFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const insurers = useQuery({
    queryKey: patientsKeys.insurerOptions,
    queryFn: ({ signal }) => listInsurerOptions(signal),
    select: (data) => data.items,
    enabled: canEdit,
  });
  const clinics = useQuery({
    queryKey: patientsKeys.clinicOptions,
    queryFn: ({ signal }) => listClinicOptions(signal),
    select: (data) => data.items.map((c) => ({ id: c.id, name: c.name })),
    enabled: canListClinics,
  });
  const { register, control, handleSubmit, setError, setValue, reset, formState } = useForm<
    PatientFormValues,
    unknown,
    PatientBody
  >({
    resolver: zodResolver(patientFormSchema),
    defaultValues: valuesOf(patient),
  });
  const [photo, setPhoto] = useState<string | null>(patient?.image ?? null);
  const notes = useWatch({ control, name: 'notes' });
  const nifCheck = useDuplicateNif(useWatch({ control, name: 'nif' }), patient);

  const save = useMutation({
    mutationFn: (body: PatientBody) => (patient ? updatePatient(patient.id, body) : createPatient(body)),
    onSuccess: async (saved) => {
      notify(t(patient ? 'patients.serverMessages.updated' : 'patients.serverMessages.created'), 'success');
      queryClient.setQueryData(patientsKeys.detail(saved.id), saved);
      if (patient) reset(valuesOf(saved));
      else void navigate(`/patients/${saved.id}`);
      await queryClient.invalidateQueries({ queryKey: patientsKeys.all, refetchType: 'none' });
    },
    onError: (error, body) => {
      if (alreadyReported(error)) return;
      // Not a failure: a question (save a NIF another patient has?), asked in a dialog.
      if (nifCheck.asksAfter(error, body)) return;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isPatientField(field)) setError(field, { message: translatePatientMessage(t, message) });
        }
      }
      notify(
        t(patient ? 'patients.serverMessages.updateFailed' : 'patients.serverMessages.createFailed'),
        'error',
      );
    },
  });

  const errors = formState.errors;
  const message = (name: PatientField) => translatePatientMessage(t, errors[name]?.message);
  const text = (
    name: PatientField,
    options: { required?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      {...register(name)}
      label={t(`patients.fields.${name}`)}
      required={options.required}
      fullWidth
      autoComplete={options.autoComplete ?? 'off'}
      error={Boolean(errors[name])}
      helperText={message(name) ?? options.hint}
    />
  );
  const portalLogin = patient !== null && patient.portal !== 'none';
  const insurerOptions = insurers.data ?? [];

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => {
        if (!nifCheck.asksFirst(body)) save.mutate(body);
      })}
      aria-label={t('patients.form.label')}
    >
      <UnsavedChangesGuard when={canEdit && formState.isDirty && !save.isPending} />
      <DuplicateNifDialog
        check={nifCheck}
        onConfirm={() => {
          const body = nifCheck.confirm();
          if (body) save.mutate(body);
        }}
      />
      <fieldset
        disabled={!canEdit || save.isPending}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      >
        <Grid container spacing={4}>
          {canEdit ? (
            <Section title={t('patients.form.photo')}>
              <Grid size={12}>
                <PhotoPicker
                  image={photo}
                  size={88}
                  alt={t('patients.photoAlt', {
                    name: patient ? `${patient.first_name} ${patient.surname}` : '',
                  })}
                  onUploaded={(uploaded) => {
                    setValue('image_file_id', uploaded.id, { shouldDirty: true });
                    setPhoto(uploaded.url);
                  }}
                  onRemove={() => {
                    setValue('image_file_id', '', { shouldDirty: true });
                    setPhoto(null);
                  }}
                />
              </Grid>
            </Section>
          ) : null}
          <Section title={t('patients.form.personal')}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('first_name', { required: true, autoComplete: 'off' })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('surname', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                {...register('date_of_birth')}
                label={t('patients.fields.date_of_birth')}
                fullWidth
                placeholder={t('patients.form.datePlaceholder')}
                slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
                error={Boolean(errors.date_of_birth)}
                helperText={message('date_of_birth') ?? t('patients.form.dateHint')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                {...register('nif')}
                label={t('patients.fields.nif')}
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
                error={Boolean(errors.nif)}
                helperText={
                  message('nif') ??
                  (nifCheck.duplicate ? <DuplicateNifNotice other={nifCheck.duplicate} /> : undefined)
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{text('job')}</Grid>
          </Section>
          <Section title={t('patients.form.contacts')}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('email')}
                type="email"
                label={t('patients.fields.email')}
                fullWidth
                autoComplete="off"
                disabled={portalLogin}
                error={Boolean(errors.email)}
                helperText={message('email') ?? (portalLogin ? t('patients.form.emailIsLogin') : undefined)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('phone')}
                type="tel"
                label={t('patients.fields.phone')}
                fullWidth
                autoComplete="off"
                error={Boolean(errors.phone)}
                helperText={message('phone') ?? t('patients.form.phoneHint')}
              />
            </Grid>
            <Grid size={12}>{text('address')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                {...register('postal_code')}
                label={t('patients.fields.postal_code')}
                fullWidth
                autoComplete="off"
                placeholder="4000-123"
                error={Boolean(errors.postal_code)}
                helperText={message('postal_code')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>{text('city')}</Grid>
          </Section>
          <Section title={t('patients.form.insurance')}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="insurer_id"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    fullWidth
                    label={t('patients.fields.insurer_id')}
                    disabled={!canEdit}
                    error={Boolean(errors.insurer_id)}
                    helperText={message('insurer_id')}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">{t('patients.form.noInsurer')}</MenuItem>
                    {insurerOptions.map((insurer) => (
                      <MenuItem key={insurer.id} value={insurer.id}>
                        {insurer.name}
                      </MenuItem>
                    ))}
                    {patient?.insurer_id && !insurerOptions.some((i) => i.id === patient.insurer_id) ? (
                      <MenuItem value={patient.insurer_id}>{patient.insurer_name ?? '—'}</MenuItem>
                    ) : null}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('insurance_number')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('license_number')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="reference_id"
                render={({ field }) => (
                  <ReferenceField
                    value={field.value}
                    initialName={patient?.reference_name ?? null}
                    onChange={field.onChange}
                    disabled={!canEdit}
                    error={Boolean(errors.reference_id)}
                    helperText={message('reference_id')}
                  />
                )}
              />
            </Grid>
            {canListClinics ? (
              <Grid size={12}>
                <Controller
                  control={control}
                  name="clinic_ids"
                  render={({ field }) => (
                    <MultiSelectField
                      label={t('patients.fields.clinic_ids')}
                      options={clinics.data ?? []}
                      value={field.value}
                      onChange={field.onChange}
                      disabled={!canEdit}
                      error={Boolean(errors.clinic_ids)}
                      helperText={message('clinic_ids') ?? t('patients.form.clinicsHint')}
                    />
                  )}
                />
              </Grid>
            ) : null}
          </Section>
          <Section title={t('patients.form.consents')}>
            <Grid size={12}>
              <FormGroup>
                {(['consent_sms', 'consent_email'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={control}
                    name={name}
                    render={({ field }) => (
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={field.value}
                            onChange={(event) => field.onChange(event.target.checked)}
                            onBlur={field.onBlur}
                            disabled={!canEdit}
                          />
                        }
                        label={t(`patients.fields.${name}`)}
                      />
                    )}
                  />
                ))}
              </FormGroup>
            </Grid>
          </Section>
          <Section title={t('patients.fields.notes')}>
            <Grid size={12}>
              <TextField
                {...register('notes')}
                label={t('patients.fields.notes')}
                fullWidth
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
                error={Boolean(errors.notes)}
                helperText={
                  <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <span>{message('notes') ?? ''}</span>
                    <span>{t('patients.form.notesCount', { count: notes.length, max: NOTES_MAX })}</span>
                  </Stack>
                }
              />
            </Grid>
          </Section>
        </Grid>
      </fieldset>
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }} useFlexGap>
        {canEdit ? (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {patient ? t('editing.save') : t('patients.form.create')}
          </Button>
        ) : null}
        {showBackToList ? (
          <Button onClick={() => void navigate('/patients')}>{t('patients.backToList')}</Button>
        ) : null}
      </Stack>
    </form>
  );
}
