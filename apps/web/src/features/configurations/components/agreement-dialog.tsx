import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agreementInput, type Agreement, type AgreementInput } from '@clinica/contracts/insurers';
import { FormDialog } from '../../../components/form-dialog';
import { PickersProvider } from '../../../components/pickers-provider';
import { ApiError } from '../../../lib/api-client';
import { completeDate, isoDay, parseIsoDay } from '../../../lib/days';
import { notify } from '../../../lib/notify';
import { numberText, parseNumber } from '../../../lib/number-text';
import { centsToInput, parseEuros } from '../../../lib/price';
import { showSaveError } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/validation-messages';
import { createAgreement, listSessionServices, updateAgreement } from '../api/catalogue';
import { configurationsKeys } from '../keys';
import { AgreementLines, type LineText } from './agreement-lines';

const toText = (a: Agreement | null): LineText[] =>
  a?.lines.map((l) => ({
    service_id: l.service_id,
    price: centsToInput(l.price_cents),
    type: l.patient_part_type,
    value:
      l.patient_part_type === 'amount'
        ? centsToInput(l.patient_part_value)
        : numberText(l.patient_part_value),
  })) ?? [];

/** «Novo acordo» / «Alterar acordo»: the date it takes effect, notes and the price table (managers). */
export function AgreementDialog({
  insurerId,
  agreement,
  onClose,
}: {
  insurerId: string;
  agreement: Agreement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const services = useQuery({
    queryKey: ['services', 'sessions'],
    queryFn: ({ signal }) => listSessionServices(signal),
  });
  const [validFrom, setValidFrom] = useState<Date | null>(parseIsoDay(agreement?.valid_from ?? null));
  const [notes, setNotes] = useState(agreement?.notes ?? '');
  const [lines, setLines] = useState<LineText[]>(() => toText(agreement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);

  const save = useMutation({
    mutationFn: (body: AgreementInput) =>
      agreement ? updateAgreement(agreement.id, body) : createAgreement(insurerId, body),
    onSuccess: async () => {
      notify(t('configurations.agreements.saved'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.insurers.all });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else showSaveError(error, t);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      valid_from: completeDate(validFrom) ? isoDay(validFrom) : '',
      notes,
      lines: lines.map((l) => ({
        service_id: l.service_id,
        price_cents: parseEuros(l.price) ?? Number.NaN,
        patient_part_type: l.type,
        patient_part_value: (l.type === 'amount' ? parseEuros(l.value) : parseNumber(l.value)) ?? Number.NaN,
      })),
    };
    const parsed = agreementInput.safeParse(body);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
      setErrors(out);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const edited =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setDirty(true);
    };

  return (
    <FormDialog
      open
      title={t(agreement ? 'configurations.agreements.edit' : 'configurations.agreements.new')}
      dirty={dirty}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PickersProvider>
          <DatePicker
            label={t('configurations.agreements.validFrom')}
            value={validFrom}
            format="dd/MM/yyyy"
            onChange={edited(setValidFrom)}
            slotProps={{
              textField: {
                required: true,
                error: Boolean(errors.valid_from),
                helperText: translateMessage(t, errors.valid_from),
              },
            }}
          />
        </PickersProvider>
        <TextField
          label={t('configurations.agreements.notes')}
          value={notes}
          onChange={(e) => edited(setNotes)(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <AgreementLines
          lines={lines}
          services={services.data?.items ?? []}
          errors={errors}
          onChange={edited(setLines)}
        />
      </Stack>
    </FormDialog>
  );
}
