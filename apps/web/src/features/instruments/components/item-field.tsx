import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionsOf } from '@clinica/contracts/instrument-definitions';
import type { Instrument } from '@clinica/contracts/instruments';
import { translateInstrumentMessage } from '../instrument-messages';
import { NO_ANSWER, type RecordValues } from '../record-form';
import { useText } from '../text';

const ACTIVITY_MAX = 120;

/**
 * One item: its number and short label as the legend of a radio group of its answer scale, plus
 * «Sem resposta»; a PSFS item also names its activity.
 */
export function ItemField({
  instrument,
  index,
  form,
}: {
  instrument: Instrument;
  index: number;
  form: UseFormReturn<RecordValues>;
}) {
  const { t } = useTranslation();
  const text = useText();
  const legendId = useId();
  const errorId = useId();
  const item = instrument.items[index]!;
  const errors = form.formState.errors.answers?.[index];
  const choiceError = translateInstrumentMessage(t, errors?.choice?.message);
  const activityError = translateInstrumentMessage(t, errors?.activity?.message);
  const legend = t('instruments.record.itemLegend', { number: item.number, label: text(item.label) });

  return (
    <Stack spacing={1}>
      {item.named ? (
        <TextField
          {...form.register(`answers.${index}.activity`)}
          label={t('instruments.record.activity', { number: item.number })}
          error={Boolean(activityError)}
          helperText={activityError}
          fullWidth
          slotProps={{ htmlInput: { maxLength: ACTIVITY_MAX } }}
        />
      ) : null}
      <Controller
        control={form.control}
        name={`answers.${index}.choice`}
        render={({ field }) => (
          <FormControl component="fieldset" error={Boolean(choiceError)} sx={{ minWidth: 0 }}>
            <FormLabel id={legendId} component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {legend}
            </FormLabel>
            <RadioGroup
              {...field}
              ref={field.ref}
              aria-labelledby={legendId}
              aria-describedby={choiceError ? errorId : undefined}
              sx={{ flexDirection: 'row', flexWrap: 'wrap', columnGap: 1 }}
            >
              {optionsOf(instrument, item).map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={String(option.value)}
                  control={<Radio />}
                  label={text(option.label)}
                  sx={{ minHeight: 44, mr: 1 }}
                />
              ))}
              <FormControlLabel
                value={NO_ANSWER}
                control={<Radio />}
                label={t('instruments.record.noAnswer')}
                sx={{ minHeight: 44, mr: 1 }}
              />
            </RadioGroup>
            {choiceError ? <FormHelperText id={errorId}>{choiceError}</FormHelperText> : null}
          </FormControl>
        )}
      />
    </Stack>
  );
}
