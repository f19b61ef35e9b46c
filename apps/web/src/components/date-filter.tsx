import { useEffect, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { completeDate, isoDay, parseIsoDay } from '../lib/days';

/**
 * A list's date filter: typed as dd/mm/aaaa or picked. What is being typed stays in the field; the
 * filter (`value`, `YYYY-MM-DD` or empty) changes only when the date is whole, or when it is cleared —
 * the server is asked nothing for 25/11/2.
 */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [typed, setTyped] = useState<Date | null>(() => parseIsoDay(value || null));
  // The address changed on its own (cleared filters, back button): show what it says.
  useEffect(() => {
    setTyped((current) =>
      current && completeDate(current) && isoDay(current) === value ? current : parseIsoDay(value || null),
    );
  }, [value]);
  return (
    <DatePicker
      label={label}
      value={typed}
      format="dd/MM/yyyy"
      onChange={(next) => {
        setTyped(next);
        if (next === null) onChange('');
        else if (completeDate(next)) onChange(isoDay(next));
      }}
      slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
    />
  );
}
