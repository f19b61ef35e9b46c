import Box from '@mui/material/Box';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { testResults } from '@clinica/contracts/evaluation-catalogue';
import { emptyRows, type ObjectiveForm } from '../objective-form';
import { useSideOptions } from './options';
import { RowSelect } from './row-controls';
import { RowCard, RowsSection } from './row-fields';
import { SpecialTestField } from './special-test-field';

/** Special tests: which test (catalogue or typed), side, and the result — a positive one stands out. */
export function SpecialTestRows({ form, disabled }: { form: ObjectiveForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'special_tests' });
  const rows = useWatch({ control, name: 'special_tests' });
  const sideOptions = useSideOptions();
  const resultOptions = testResults.map((r) => ({ value: r, label: t(`evaluations.results.${r}`) }));
  const title = t('evaluations.objective.sections.specialTests');

  return (
    <RowsSection
      title={title}
      addLabel={t('evaluations.objective.add.specialTests')}
      onAdd={() => append(emptyRows.special_tests())}
      empty={fields.length === 0}
      emptyText={t('evaluations.objective.noRows')}
      disabled={disabled}
    >
      {fields.map((row, index) => {
        const positive = rows?.[index]?.result === 'positive';
        return (
          <RowCard
            key={row.id}
            legend={t('evaluations.objective.row', { section: title, n: index + 1 })}
            removeLabel={t('evaluations.objective.removeRow', { section: title, n: index + 1 })}
            onRemove={() => remove(index)}
            disabled={disabled}
            highlight={positive}
          >
            <SpecialTestField form={form} index={index} disabled={disabled} />
            <RowSelect
              form={form}
              name={`special_tests.${index}.side`}
              label={t('evaluations.objective.fields.side')}
              options={sideOptions}
              disabled={disabled}
            />
            <RowSelect
              form={form}
              name={`special_tests.${index}.result`}
              label={t('evaluations.objective.fields.result')}
              options={resultOptions}
              disabled={disabled}
              highlight={positive}
              note={positive ? <PositiveNote /> : undefined}
            />
          </RowCard>
        );
      })}
    </RowsSection>
  );
}

/** «Positivo» under a positive result: an icon and the word, not the red alone. */
function PositiveNote() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
      <ReportProblemOutlined fontSize="inherit" aria-hidden />
      {t('evaluations.positive')}
    </Box>
  );
}
