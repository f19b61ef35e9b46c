import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateEvaluationMessage } from '../evaluation-messages';
import type { ObjectiveForm, ObjectiveFormValues } from '../objective-form';
import { SelectField, type Option } from './row-fields';

/** A field of an objective evaluation's row, e.g. `strength.0.grade`. */
type RowField = FieldPath<ObjectiveFormValues>;

/**
 * A select of an objective row bound to the form: its value, and its error in the reader's language.
 * `onPicked` runs after a change (to clear a field that depends on it); `highlight` and `note` mark a
 * value that needs attention when there is no error to show.
 */
export function RowSelect({
  form,
  name,
  label,
  options,
  disabled,
  onPicked,
  highlight,
  note,
}: {
  form: ObjectiveForm;
  name: RowField;
  label: string;
  options: readonly Option[];
  disabled?: boolean;
  onPicked?: (value: string) => void;
  highlight?: boolean;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <SelectField
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value as string}
      onChange={(next) => {
        field.onChange(next);
        onPicked?.(next);
      }}
      options={options}
      disabled={disabled}
      error={Boolean(fieldState.error) || Boolean(highlight)}
      helperText={translateEvaluationMessage(t, fieldState.error?.message) ?? note}
    />
  );
}

/** A text field of an objective row bound to the form likewise (`placeholder`, `slotProps` pass through). */
export function RowText({
  form,
  name,
  label,
  disabled,
  ...props
}: {
  form: ObjectiveForm;
  name: RowField;
  label: string;
  disabled?: boolean;
} & Pick<TextFieldProps, 'placeholder' | 'slotProps'>) {
  const { t } = useTranslation();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control: form.control, name });
  return (
    <TextField
      {...props}
      {...field}
      value={field.value as string}
      inputRef={ref}
      size="small"
      label={label}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={translateEvaluationMessage(t, fieldState.error?.message)}
    />
  );
}
