import type { ReactNode } from 'react';
import { isoDay } from '../time';

/**
 * The headers of the calendar's days that name a public holiday (decision 024): the day and week
 * views' column headers and the month view's day cells show «Feriado: Natal» under the date.
 */

const markStyle = {
  display: 'block',
  color: '#b71c1c',
  fontSize: '0.7rem',
  fontWeight: 500,
  whiteSpace: 'normal',
  // A long name («Restauração da Independência») in a phone's 50 px cell breaks rather than spills.
  overflowWrap: 'anywhere',
  lineHeight: 1.2,
} as const;

function Mark({ text }: { text: string | undefined }): ReactNode {
  return text ? (
    <span className="clinica-holiday-mark" style={markStyle}>
      {text}
    </span>
  ) : null;
}

/** Day and week column header: the date, then the holiday's name when there is one. */
export function holidayHeader(marks: ReadonlyMap<string, string>) {
  return function HolidayHeader({ label, date }: { label: string; date: Date }) {
    return (
      <span>
        {label}
        <Mark text={marks.get(isoDay(date))} />
      </span>
    );
  };
}

/** Month cell header: react-big-calendar's (a button to the day, or the date), then the holiday. */
export function holidayDateHeader(marks: ReadonlyMap<string, string>) {
  return function HolidayDateHeader({
    label,
    date,
    drilldownView,
    onDrillDown,
  }: {
    label: string;
    date: Date;
    drilldownView?: string | null;
    onDrillDown?: () => void;
  }) {
    return (
      <>
        {drilldownView ? (
          <button type="button" className="rbc-button-link" onClick={onDrillDown}>
            {label}
          </button>
        ) : (
          <span>{label}</span>
        )}
        <Mark text={marks.get(isoDay(date))} />
      </>
    );
  };
}
