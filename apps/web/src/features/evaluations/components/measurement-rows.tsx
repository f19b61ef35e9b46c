import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { measurementUnits } from '@clinica/contracts/evaluation-catalogue';
import { emptyRows, type ObjectiveForm } from '../objective-form';
import { useSideOptions } from './options';
import { RowSelect, RowText } from './row-controls';
import { RowCard, RowsSection } from './row-fields';

/** Measurements: what was measured, the side, the value (a decimal comma is fine) and its unit. */
export function MeasurementRows({ form, disabled }: { form: ObjectiveForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'measurements' });
  const sideOptions = useSideOptions();
  const unitOptions = measurementUnits.map((u) => ({ value: u, label: t(`evaluations.units.${u}`) }));
  const title = t('evaluations.objective.sections.measurements');

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
          <RowText
            form={form}
            name={`measurements.${index}.name`}
            label={t('evaluations.objective.fields.name')}
            placeholder={t('evaluations.objective.measurementExample')}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <RowSelect
            form={form}
            name={`measurements.${index}.side`}
            label={t('evaluations.objective.fields.side')}
            options={sideOptions}
            disabled={disabled}
          />
          <RowText
            form={form}
            name={`measurements.${index}.value`}
            label={t('evaluations.objective.fields.value')}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
          />
          <RowSelect
            form={form}
            name={`measurements.${index}.unit`}
            label={t('evaluations.objective.fields.unit')}
            options={unitOptions}
            disabled={disabled}
          />
        </RowCard>
      ))}
    </RowsSection>
  );
}
