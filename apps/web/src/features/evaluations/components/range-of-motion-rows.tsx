import InputAdornment from '@mui/material/InputAdornment';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { jointMovements, joints, type Joint } from '@clinica/contracts/evaluation-catalogue';
import { emptyRows, type ObjectiveForm } from '../objective-form';
import { useSideOptions } from './options';
import { RowSelect, RowText } from './row-controls';
import { RowCard, RowsSection } from './row-fields';

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
            <RowSelect
              form={form}
              name={`range_of_motion.${index}.joint`}
              label={t('evaluations.objective.fields.joint')}
              options={jointOptions}
              disabled={disabled}
              onPicked={(next) => {
                // A movement the new joint does not have is cleared rather than sent wrong.
                const movement = getValues(`range_of_motion.${index}.movement`);
                if (movement && !movementsOf(next).includes(movement))
                  setValue(`range_of_motion.${index}.movement`, '', { shouldDirty: true });
              }}
            />
            <RowSelect
              form={form}
              name={`range_of_motion.${index}.movement`}
              label={t('evaluations.objective.fields.movement')}
              options={movementsOf(joint).map((m) => ({ value: m, label: t(`evaluations.movements.${m}`) }))}
              disabled={disabled || !joint}
            />
            <RowSelect
              form={form}
              name={`range_of_motion.${index}.side`}
              label={t('evaluations.objective.fields.side')}
              options={sideOptions}
              disabled={disabled}
            />
            {(['active', 'passive'] as const).map((kind) => (
              <RowText
                key={kind}
                form={form}
                name={`range_of_motion.${index}.${kind}`}
                label={t(`evaluations.objective.fields.${kind}`)}
                disabled={disabled}
                slotProps={{
                  htmlInput: { maxLength: 6 },
                  input: { endAdornment: <InputAdornment position="end">°</InputAdornment> },
                }}
              />
            ))}
          </RowCard>
        );
      })}
    </RowsSection>
  );
}
