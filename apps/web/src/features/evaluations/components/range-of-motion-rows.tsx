import InputAdornment from '@mui/material/InputAdornment';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { jointMovements, joints, romSideKind, type Joint } from '@clinica/contracts/evaluation-catalogue';
import { emptyRows, type ObjectiveForm } from '../objective-form';
import { useSideOptions } from './options';
import { RowSelect, RowText } from './row-controls';
import { RowCard, RowsSection } from './row-fields';

/** The movements measured at a joint (none until the joint is chosen). */
export function movementsOf(joint: string): readonly string[] {
  return (joints as readonly string[]).includes(joint) ? jointMovements[joint as Joint] : [];
}

/** Range of motion: joint, a movement of that joint, its side or direction, active and passive degrees. */
export function RangeOfMotionRows({ form, disabled }: { form: ObjectiveForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'range_of_motion' });
  const rows = useWatch({ control, name: 'range_of_motion' });
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
        const movement = rows?.[index]?.movement ?? '';
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
            <RomSide form={form} index={index} joint={joint} movement={movement} disabled={disabled} />
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

/**
 * A limb's side (left, right, central); for the spine nothing for flexion and extension, and the
 * direction (left, right) of a rotation or a lateral flexion (`romSideKind`).
 */
function RomSide({
  form,
  index,
  joint,
  movement,
  disabled,
}: {
  form: ObjectiveForm;
  index: number;
  joint: string;
  movement: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const sideOptions = useSideOptions();
  const kind = romSideKind(joint, movement);
  if (kind === 'none') return null;
  const direction = kind === 'direction';
  return (
    <RowSelect
      form={form}
      name={`range_of_motion.${index}.side`}
      label={t(direction ? 'evaluations.objective.fields.direction' : 'evaluations.objective.fields.side')}
      options={
        direction
          ? (['left', 'right'] as const).map((d) => ({ value: d, label: t(`evaluations.directions.${d}`) }))
          : sideOptions
      }
      disabled={disabled}
    />
  );
}
