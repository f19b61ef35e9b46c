import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muscleGroups } from '@clinica/contracts/evaluation-catalogue';
import { emptyRows, type ObjectiveForm } from '../objective-form';
import { useSideOptions } from './options';
import { RowSelect } from './row-controls';
import { RowCard, RowsSection, type Option } from './row-fields';

const grades = ['0', '1', '2', '3', '4', '5'] as const;

/** Strength: a muscle group, its side and its grade on the MRC scale (0–5, each grade described). */
export function StrengthRows({ form, disabled }: { form: ObjectiveForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'strength' });
  const sideOptions = useSideOptions();
  const title = t('evaluations.objective.sections.strength');
  const groupOptions: Option[] = muscleGroups.map((g) => ({
    value: g,
    label: t(`evaluations.muscleGroups.${g}`),
  }));
  const gradeOptions: Option[] = grades.map((g) => ({
    value: g,
    label: `${g} — ${t(`evaluations.mrc.${g}`)}`,
  }));
  const selects = [
    ['muscle_group', groupOptions],
    ['side', sideOptions],
    ['grade', gradeOptions],
  ] as const;

  return (
    <RowsSection
      title={title}
      addLabel={t('evaluations.objective.add.strength')}
      onAdd={() => append(emptyRows.strength())}
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
          {selects.map(([name, options]) => (
            <RowSelect
              key={name}
              form={form}
              name={`strength.${index}.${name}`}
              label={t(`evaluations.objective.fields.${name}`)}
              options={options}
              disabled={disabled}
            />
          ))}
        </RowCard>
      ))}
    </RowsSection>
  );
}
