import { useId, type InputHTMLAttributes, type Ref } from 'react';

/** A labelled text field; its error is the input's description, shown under it. */
export function Field({
  label,
  error,
  inputRef,
  multiline,
  ...input
}: {
  label: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>) {
  const id = useId();
  const helperId = `${id}-error`;
  const common = {
    ...input,
    id,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? helperId : undefined,
  };
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      {error ? (
        <p id={helperId} className="field-error-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
