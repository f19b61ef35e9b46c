import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETS_MAX } from '@clinica/contracts/interventions-performed';
import { copyOfLast, type EntryOutput, type EntryValues, type SetValues } from '../entry-form';
import { translateSessionMessage } from '../session-messages';

type EntryForm = UseFormReturn<EntryValues, unknown, EntryOutput>;
const columns = ['repetitions', 'load_kg', 'hold_seconds'] as const;
const labelKey = {
  repetitions: 'sessions.fields.repetitions',
  load_kg: 'sessions.fields.loadKg',
  hold_seconds: 'sessions.fields.holdSeconds',
} as const;
/** Number, three inputs, remove: one line even at 390 px (the inputs shrink, never scroll). */
const grid = {
  display: 'grid',
  gridTemplateColumns: '1.75rem repeat(3, minmax(0, 1fr)) 44px',
  gap: 1,
  alignItems: 'center',
} as const;

/** The entry's sets as a compact table: set n — repetitions, load (kg), hold (s); add and remove sets. */
export function SetRows({ form, idPrefix }: { form: EntryForm; idPrefix: string }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'sets' });
  const errors = form.formState.errors.sets;
  return (
    <Box>
      <Box sx={{ ...grid, mb: 0.5 }} aria-hidden>
        <span />
        {columns.map((c) => (
          <Typography key={c} variant="caption" color="text.secondary" noWrap>
            {t(labelKey[c])}
          </Typography>
        ))}
        <span />
      </Box>
      {fields.map((field, index) => {
        const n = index + 1;
        const messages = setMessages(errors?.[index]);
        const errorId = `${idPrefix}-set-${index}-error`;
        return (
          <Box key={field.id} role="group" aria-label={t('sessions.set', { n })} sx={{ mb: 1 }}>
            <Box sx={grid}>
              <Typography variant="body2" color="text.secondary" aria-hidden>
                {n}
              </Typography>
              {columns.map((c) => (
                <TextField
                  key={c}
                  {...form.register(`sets.${index}.${c}`)}
                  error={Boolean(errors?.[index]?.[c])}
                  slotProps={{
                    htmlInput: {
                      'aria-label': t('sessions.setField', { n, field: t(labelKey[c]) }),
                      'aria-describedby': messages.length ? errorId : undefined,
                      inputMode: c === 'load_kg' ? 'decimal' : 'numeric',
                      autoComplete: 'off',
                      maxLength: 7,
                    },
                  }}
                />
              ))}
              <IconButton
                aria-label={t('sessions.removeSet', { n })}
                onClick={() => remove(index)}
                disabled={fields.length === 1}
                sx={{ width: 44, height: 44 }}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
            {messages.length ? (
              <Typography id={errorId} variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
                {messages.map((m) => translateSessionMessage(t, m)).join(' · ')}
              </Typography>
            ) : null}
          </Box>
        );
      })}
      <Button
        startIcon={<AddOutlined />}
        // A set is usually the one before it again: it starts as a copy (repetitions, load, hold).
        onClick={() => append(copyOfLast(form.getValues('sets')))}
        disabled={fields.length >= SETS_MAX}
        sx={{ minHeight: 44 }}
      >
        {fields.length >= SETS_MAX ? t('sessions.maxSets', { max: SETS_MAX }) : t('sessions.addSet')}
      </Button>
    </Box>
  );
}

function setMessages(errors: FieldErrors<SetValues> | undefined): string[] {
  if (!errors) return [];
  const list = columns.map((c) => errors[c]?.message).filter((m): m is string => Boolean(m));
  if (errors.root?.message) list.push(errors.root.message);
  return [...new Set(list)];
}
