import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@clinica/contracts/instruments';
import { FormDialog } from '../../../components/form-dialog';
import { instrumentsKeys } from '../api/keys';
import { listInstruments } from '../api/instruments';
import { useRecordResponse } from '../hooks/use-record-response';
import {
  answerValues,
  emptyValues,
  firstErrorIndex,
  recordResolver,
  type RecordValues,
} from '../record-form';
import { useInstrumentName, useText } from '../text';
import { ItemList, ItemStepper } from './item-list';
import { ScorePreview } from './score-preview';

export interface RecordInstrumentProps {
  patientId: string;
  /** The session it is recorded in, when opened from an appointment. */
  appointmentId?: string | null;
  onClose: () => void;
}

/**
 * «Registar instrumento»: choose the outcome measure, then answer its items — all in a list on wider
 * screens, one per screen on a phone — with «Sem resposta» for a blank and the score as it stands.
 * Full screen on a phone; the server scores what is saved.
 */
export function RecordInstrument({ patientId, appointmentId = null, onClose }: RecordInstrumentProps) {
  const { t } = useTranslation();
  const text = useText();
  const name = useInstrumentName();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const catalogue = useQuery({
    queryKey: instrumentsKeys.catalogue,
    queryFn: ({ signal }) => listInstruments(signal),
  });
  const [code, setCode] = useState('');
  const [missingChoice, setMissingChoice] = useState(false);
  const [step, setStep] = useState(0);
  const [answersError, setAnswersError] = useState<string | null>(null);
  const instrument = catalogue.data?.find((i) => i.code === code) ?? null;
  const form = useForm<RecordValues, Instrument | null>({
    defaultValues: { answers: [] },
    resolver: recordResolver,
    context: instrument,
  });
  const answers = useWatch({ control: form.control, name: 'answers' });
  const save = useRecordResponse({
    patientId,
    appointmentId,
    form,
    onAnswersError: setAnswersError,
    onItemError: setStep,
    onSaved: onClose,
  });

  const choose = (next: string) => {
    const chosen = catalogue.data?.find((i) => i.code === next);
    setCode(next);
    setMissingChoice(false);
    setStep(0);
    setAnswersError(null);
    form.reset(chosen ? emptyValues(chosen) : { answers: [] });
  };

  return (
    <FormDialog
      open
      title={t('instruments.record.title')}
      dirty={code !== '' || form.formState.isDirty}
      pending={save.isPending}
      onSubmit={(event) => {
        setAnswersError(null);
        if (!instrument) {
          event.preventDefault();
          setMissingChoice(true);
          return;
        }
        void form.handleSubmit(
          (values) => save.mutate({ instrument, values }),
          (errors) => setStep(Math.max(0, firstErrorIndex(errors))),
        )(event);
      }}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {catalogue.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void catalogue.refetch()}>
                {t('lists.retry')}
              </Button>
            }
          >
            {t('instruments.loadFailed')}
          </Alert>
        ) : null}
        <TextField
          select
          label={t('instruments.record.instrument')}
          value={code}
          onChange={(event) => choose(event.target.value)}
          disabled={!catalogue.data}
          required
          error={missingChoice}
          helperText={missingChoice ? t('instruments.record.chooseInstrument') : undefined}
          fullWidth
        >
          {(catalogue.data ?? []).map((i) => (
            <MenuItem key={i.code} value={i.code}>
              {name(i)}
            </MenuItem>
          ))}
        </TextField>
        {instrument ? (
          <>
            <Typography color="text.secondary">
              {t('instruments.record.about', {
                measures: text(instrument.measures),
                count: instrument.items.length,
                minutes: instrument.minutes,
              })}
            </Typography>
            <ScorePreview instrument={instrument} values={answerValues(answers)} />
            {answersError ? <Alert severity="error">{answersError}</Alert> : null}
            {phone ? (
              <ItemStepper instrument={instrument} form={form} step={step} onStep={setStep} />
            ) : (
              <ItemList instrument={instrument} form={form} />
            )}
          </>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
