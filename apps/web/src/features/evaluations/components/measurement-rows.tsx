import TextField from '@mui/material/TextField';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { measurementUnits } from '@clinica/contracts/evaluation-catalogue';
import { translateEvaluationMessage } from '../evaluation-messages';
import { emptyRows, type ObjectiveForm } from '../objective-form';
import { useSideOptions } from './options';
import { RowCard, RowsSection, SelectField } from './row-fields';

/** Measurements: what was measured, the side, the value (a decimal comma is fine) and its unit. */
export function MeasurementRows({ form, disabled }: { form: ObjectiveForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'measurements' });
  const sideOptions = useSideOptions();
  const unitOptions = measurementUnits.map((u) => ({ value: u, label: t(`evaluations.units.${u}`) }));
  const title = t('evaluations.objective.sections.measurements');
  const message = (text: string | undefined) => translateEvaluationMessage(t, text);

  return (
    <RowsSection
      title={title}
      addLabel={t('evaluations.objective.add.measurements')}
      onAdd={() => append(emptyRows.measurements())}
      empty={fields.length === 0}
      emptyText={t('evaluations.objective.noRows')}
      disabled={disabled}
    >
      {fields.map((row, index) => (
        <RowCard
          key={row.id}
          legend={t('evaluations.objective.row', { section: title, n: index + 1 })}
          removeLabel={t('evaluations.objective.removeRow', { section: title, n: index + 1 })}
          onRemove={() => remove(index)}
          disabled={disabled}
        >
          <Controller
            control={control}
            name={`measurements.${index}.name`}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                size="small"
                label={t('evaluations.objective.fields.name')}
                placeholder={t('evaluations.objective.measurementExample')}
                disabled={disabled}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
            )}
          />
          <Controller
            control={control}
            name={`measurements.${index}.side`}
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
          <Controller
            control={control}
            name={`measurements.${index}.value`}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                size="small"
                label={t('evaluations.objective.fields.value')}
                disabled={disabled}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
              />
            )}
          />
          <Controller
            control={control}
            name={`measurements.${index}.unit`}
            render={({ field, fieldState }) => (
              <SelectField
                label={t('evaluations.objective.fields.unit')}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                options={unitOptions}
                disabled={disabled}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
              />
            )}
          />
        </RowCard>
      ))}
    </RowsSection>
  );
}
