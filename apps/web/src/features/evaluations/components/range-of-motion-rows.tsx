import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { jointMovements, joints, type Joint } from '@clinica/contracts/evaluation-catalogue';
import { translateEvaluationMessage } from '../evaluation-messages';
import { emptyRows, type ObjectiveForm } from '../objective-form';
import { useSideOptions } from './options';
import { RowCard, RowsSection, SelectField } from './row-fields';

/** The movements measured at a joint (none until the joint is chosen). */
export function movementsOf(joint: string): readonly string[] {
  return (joints as readonly string[]).includes(joint) ? jointMovements[joint as Joint] : [];
}

/** Range of motion: joint, a movement of that joint, side, active and passive degrees. */
export function RangeOfMotionRows({ form, disabled }: { form: ObjectiveForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'range_of_motion' });
  const rows = useWatch({ control, name: 'range_of_motion' });
  const sideOptions = useSideOptions();
  const jointOptions = joints.map((j) => ({ value: j, label: t(`evaluations.joints.${j}`) }));
  const title = t('evaluations.objective.sections.rangeOfMotion');
  const message = (text: string | undefined) => translateEvaluationMessage(t, text);

  return (
    <RowsSection
      title={title}
      addLabel={t('evaluations.objective.add.rangeOfMotion')}
      onAdd={() => append(emptyRows.range_of_motion())}
      empty={fields.length === 0}
      emptyText={t('evaluations.objective.noRows')}
      disabled={disabled}
    >
      {fields.map((row, index) => {
        const joint = rows?.[index]?.joint ?? '';
        const n = index + 1;
        return (
          <RowCard
            key={row.id}
            legend={t('evaluations.objective.row', { section: title, n })}
            removeLabel={t('evaluations.objective.removeRow', { section: title, n })}
            onRemove={() => remove(index)}
            disabled={disabled}
          >
            <Controller
              control={control}
              name={`range_of_motion.${index}.joint`}
              render={({ field, fieldState }) => (
                <SelectField
                  label={t('evaluations.objective.fields.joint')}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    // A movement the new joint does not have is cleared rather than sent wrong.
                    const movement = getValues(`range_of_motion.${index}.movement`);
                    if (movement && !movementsOf(next).includes(movement))
                      setValue(`range_of_motion.${index}.movement`, '', { shouldDirty: true });
                  }}
                  options={jointOptions}
                  disabled={disabled}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`range_of_motion.${index}.movement`}
              render={({ field, fieldState }) => (
                <SelectField
                  label={t('evaluations.objective.fields.movement')}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  options={movementsOf(joint).map((m) => ({
                    value: m,
                    label: t(`evaluations.movements.${m}`),
                  }))}
                  disabled={disabled || !joint}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name={`range_of_motion.${index}.side`}
              render={({ field, fieldState }) => (
                <SelectField
                  label={t('evaluations.objective.fields.side')}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  options={sideOptions}
                  disabled={disabled}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message)}
                />
              )}
            />
            {(['active', 'passive'] as const).map((kind) => (
              <Controller
                key={kind}
                control={control}
                name={`range_of_motion.${index}.${kind}`}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    size="small"
                    label={t(`evaluations.objective.fields.${kind}`)}
                    disabled={disabled}
                    error={Boolean(fieldState.error)}
                    helperText={message(fieldState.error?.message)}
                    slotProps={{
                      htmlInput: { maxLength: 6 },
                      input: { endAdornment: <InputAdornment position="end">°</InputAdornment> },
                    }}
                  />
                )}
              />
            ))}
          </RowCard>
        );
      })}
    </RowsSection>
  );
}
