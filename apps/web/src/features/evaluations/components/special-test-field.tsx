import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  specialTestsByRegion,
  testRegions,
  type SpecialTest,
  type TestRegion,
} from '@clinica/contracts/evaluation-catalogue';
import { translateEvaluationMessage } from '../evaluation-messages';
import type { ObjectiveForm } from '../objective-form';

interface TestOption {
  code: SpecialTest;
  region: TestRegion;
  label: string;
}

/** The catalogue's tests, region by region, named in the interface's language. */
function useTestOptions(): TestOption[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      testRegions.flatMap((region) =>
        specialTestsByRegion[region].map((code) => ({ code, region, label: t(`evaluations.tests.${code}`) })),
      ),
    [t],
  );
}

const sameText = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/**
 * Which test: searched in the catalogue (grouped by region) and stored as its code (`test`), or any
 * other name typed (`name`, with `test: null`). A name typed exactly as a catalogue test is that test.
 */
export function SpecialTestField({
  form,
  index,
  disabled,
}: {
  form: ObjectiveForm;
  index: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const options = useTestOptions();
  const { control, setValue } = form;
  const test = useWatch({ control, name: `special_tests.${index}.test` });
  const { field, fieldState } = useController({ control, name: `special_tests.${index}.name` });
  const chosen = test ? (options.find((o) => o.code === test) ?? null) : null;

  const store = (code: SpecialTest | null, name: string) => {
    setValue(`special_tests.${index}.test`, code, { shouldDirty: true });
    field.onChange(code ? '' : name);
  };
  const fromText = (text: string) => {
    const match = options.find((o) => sameText(o.label, text));
    if (match) store(match.code, '');
    else store(null, text);
  };
  const message = translateEvaluationMessage(t, fieldState.error?.message);

  return (
    <Autocomplete<TestOption, false, false, true>
      freeSolo
      options={options}
      groupBy={(o) => t(`evaluations.testRegions.${o.region}`)}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      isOptionEqualToValue={(o, v) => typeof v !== 'string' && o.code === v.code}
      value={chosen ?? (field.value || null)}
      disabled={disabled}
      onChange={(_, next) => {
        if (next === null) store(null, '');
        else if (typeof next === 'string') fromText(next);
        else store(next.code, '');
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') fromText(text);
      }}
      onBlur={field.onBlur}
      sx={{ flexBasis: '16rem !important' }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          size="small"
          label={t('evaluations.objective.fields.test')}
          error={Boolean(message)}
          helperText={message ?? t('evaluations.objective.testHint')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 120 } }}
        />
      )}
    />
  );
}
