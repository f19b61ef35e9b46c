import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ITEM_NOTES_MAX,
  type ItemValues,
  type ProgrammeOutput,
  type ProgrammeValues,
} from '../programme-form';
import { translateProgrammeMessage } from '../programme-messages';

type ProgrammeFormApi = UseFormReturn<ProgrammeValues, unknown, ProgrammeOutput>;
const doseFields = [
  ['sets', 'programmes.editor.sets', 'numeric'],
  ['repetitions', 'programmes.editor.repetitions', 'numeric'],
  ['hold_seconds', 'programmes.editor.holdSeconds', 'numeric'],
  ['load_kg', 'programmes.editor.loadKg', 'decimal'],
] as const;

export interface ProgrammeItemFieldsProps {
  form: ProgrammeFormApi;
  index: number;
  item: ItemValues;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/**
 * One exercise of the editor: its dose (sets, repetitions or hold, load), notes, and move up / down /
 * remove. Two dose boxes a row on a phone, four on a wider screen; every input named after the exercise.
 */
export function ProgrammeItemFields({
  form,
  index,
  item,
  count,
  onMove,
  onRemove,
}: ProgrammeItemFieldsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = item.intervention.name;
  const errors = form.formState.errors.items?.[index];
  const message = (m: string | undefined) => translateProgrammeMessage(t, m);
  const label = (field: string) => t('programmes.editor.field', { name, field });
  const itemError = message(errors?.intervention_id?.message ?? errors?.root?.message);
  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
          {name}
          {item.intervention.region ? (
            <Typography component="span" color="text.secondary">
              {` (${t(`interventionRegions.${item.intervention.region}`)})`}
            </Typography>
          ) : null}
        </Typography>
        <IconButton
          aria-label={t('programmes.editor.moveUp', { name })}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          sx={{ width: 44, height: 44 }}
        >
          <ArrowUpwardOutlined />
        </IconButton>
        <IconButton
          aria-label={t('programmes.editor.moveDown', { name })}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          sx={{ width: 44, height: 44 }}
        >
          <ArrowDownwardOutlined />
        </IconButton>
        <IconButton
          aria-label={t('programmes.editor.remove', { name })}
          onClick={onRemove}
          sx={{ width: 44, height: 44 }}
        >
          <DeleteOutlined />
        </IconButton>
      </Stack>
      {itemError ? (
        <Typography color="error" variant="body2" role="alert">
          {itemError}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 1,
          mt: 1,
        }}
      >
        {doseFields.map(([field, key, inputMode]) => (
          <TextField
            key={field}
            {...form.register(`items.${index}.${field}`)}
            label={t(key)}
            size="small"
            error={Boolean(errors?.[field])}
            helperText={message(errors?.[field]?.message)}
            slotProps={{
              htmlInput: { 'aria-label': label(t(key)), inputMode, autoComplete: 'off', maxLength: 7 },
            }}
          />
        ))}
      </Box>
      <TextField
        {...form.register(`items.${index}.notes`)}
        label={t('programmes.editor.itemNotes')}
        size="small"
        fullWidth
        multiline
        sx={{ mt: 1 }}
        error={Boolean(errors?.notes)}
        helperText={message(errors?.notes?.message)}
        slotProps={{
          htmlInput: { 'aria-label': label(t('programmes.editor.itemNotes')), maxLength: ITEM_NOTES_MAX },
        }}
      />
    </Paper>
  );
}
