import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import type { UnavailableBlock, UnavailableKind } from '@clinica/contracts/calendar';
import { isoDay, toWallClock } from './time';

/**
 * The calendar's unavailable time (decision 024) as react-big-calendar background events: shaded,
 * labelled blocks behind the appointments in the day and week views. Which blocks a view shows:
 * - day view, one column per professional: each professional's own blocks in their column, the
 *   clinic's (closed, public holiday) in every column;
 * - otherwise: the clinic's; with one professional shown, their hours and exceptions too; with several,
 *   their exceptions, each named (their hours would shade the whole week between them).
 */
export interface UnavailableEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId?: string | string[];
  unavailable: { kind: UnavailableKind; professionalId: string | null };
}

type Translate = TFunction;

export const isUnavailableEvent = (event: object): event is UnavailableEvent => 'unavailable' in event;

/** What the block says: «Feriado: Natal», «Clínica fechada», the exception's note or reason. */
export function unavailableTitle(block: UnavailableBlock, t: Translate): string {
  if (block.kind === 'public_holiday')
    return t('appointments.calendar.unavailable.holiday', { name: block.label });
  if (block.kind === 'schedule_exception') return block.label;
  return t(`appointments.calendar.unavailable.kinds.${block.kind}`);
}

export function unavailableEvents(
  blocks: UnavailableBlock[],
  o: {
    timeZone: string;
    t: Translate;
    /** The day view's professional columns (undefined: no columns). */
    professionalColumns?: string[];
    /** The day view's room columns: only the clinic's blocks, in every column. */
    spaceColumns?: string[];
    /** The professionals the calendar shows (empty: all). */
    shownProfessionals: string[];
    professionalNames: ReadonlyMap<string, string>;
    /** The hours the grid shows, in minutes of the day: a block wholly outside them is not drawn. */
    window?: { from: number; to: number };
  },
): UnavailableEvent[] {
  const columns = o.professionalColumns ?? o.spaceColumns;
  const one = o.shownProfessionals.length === 1 ? o.shownProfessionals[0] : undefined;
  const events: UnavailableEvent[] = [];
  blocks.forEach((b, i) => {
    let resourceId: string | string[] | undefined;
    let title = unavailableTitle(b, o.t);
    if (b.professional_id === null) resourceId = columns;
    else if (o.professionalColumns) {
      if (!o.professionalColumns.includes(b.professional_id)) return;
      resourceId = b.professional_id;
    } else if (o.spaceColumns) return;
    else if (one) {
      if (b.professional_id !== one) return;
    } else {
      const shown = o.shownProfessionals.length === 0 || o.shownProfessionals.includes(b.professional_id);
      if (b.kind !== 'schedule_exception' || !shown) return;
      const name = o.professionalNames.get(b.professional_id);
      if (name) title = o.t('appointments.calendar.unavailable.who', { name, label: title });
    }
    const start = toWallClock(b.starts_at, o.timeZone);
    const end = beforeMidnight(toWallClock(b.ends_at, o.timeZone));
    if (o.window && !inWindow(start, end, o.window)) return;
    events.push({
      id: `unavailable-${i}`,
      title,
      start,
      end,
      ...(resourceId ? { resourceId } : {}),
      unavailable: { kind: b.kind, professionalId: b.professional_id },
    });
  });
  return withoutCovered(events);
}

/**
 * A block that ends at midnight ends a moment before it: the calendar would otherwise draw it in the
 * next day's column too, as an empty «Clínica fechada» at the top.
 */
function beforeMidnight(end: Date): Date {
  return end.getHours() === 0 && end.getMinutes() === 0 ? new Date(end.getTime() - 1) : end;
}

/**
 * Whether a block meets the grid's hours on some day it spans. The night before opening ends where the
 * grid starts: drawn, it would be a sliver at the top of every column.
 */
function inWindow(start: Date, end: Date, window: { from: number; to: number }): boolean {
  for (let day = new Date(start.getFullYear(), start.getMonth(), start.getDate()); day < end;) {
    const from = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, window.from);
    const to = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, window.to);
    if (start < to && end > from) return true;
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  }
  return false;
}

/** Which block says most where two overlap: a holiday, then an absence, then hours. */
const rank: Record<UnavailableKind, number> = {
  public_holiday: 3,
  schedule_exception: 2,
  clinic_closed: 1,
  outside_hours: 1,
};
const columnsOf = (e: UnavailableEvent): Array<string | undefined> =>
  e.resourceId === undefined ? [undefined] : Array.isArray(e.resourceId) ? e.resourceId : [e.resourceId];

/**
 * Leaves out a block that another covers whole in every column it is drawn in: the clinic closed or off
 * hours on a public holiday or during a day's absence, or the clinic's closing covered by a professional's
 * off hours in their column. Backgrounds take the column's whole width (day-layout.ts), so two labels
 * at the same place would be drawn one over the other.
 */
function withoutCovered(events: UnavailableEvent[]): UnavailableEvent[] {
  const length = (e: UnavailableEvent) => e.end.getTime() - e.start.getTime();
  /** `o` says at least as much as `e`: a higher rank, or hours over hours and longer (or first). */
  const saysMore = (o: UnavailableEvent, e: UnavailableEvent) =>
    rank[o.unavailable.kind] > rank[e.unavailable.kind] ||
    (rank[o.unavailable.kind] === rank.outside_hours &&
      rank[e.unavailable.kind] === rank.outside_hours &&
      (length(o) > length(e) || (length(o) === length(e) && events.indexOf(o) < events.indexOf(e))));
  return events.filter(
    (e) =>
      !columnsOf(e).every((column) =>
        events.some(
          (o) =>
            o !== e &&
            saysMore(o, e) &&
            // One professional's absence says nothing about the clinic's or another's time.
            (o.unavailable.professionalId === null ||
              o.unavailable.professionalId === e.unavailable.professionalId ||
              rank[o.unavailable.kind] === rank.outside_hours) &&
            columnsOf(o).includes(column) &&
            o.start <= e.start &&
            o.end >= e.end,
        ),
      ),
  );
}

/** The public holidays of the range by local day (`YYYY-MM-DD`): the headers and month cells name them. */
export function holidaysByDay(blocks: UnavailableBlock[], timeZone: string): Map<string, string> {
  const days = new Map<string, string>();
  for (const b of blocks)
    if (b.kind === 'public_holiday') days.set(isoDay(toWallClock(b.starts_at, timeZone)), b.label);
  return days;
}

/**
 * Hatched, tinted backgrounds with dark text (contrast ≥ 4.5:1 over the tint and the calendar's white
 * or grey): grey for closed and off hours, violet for absences, red for public holidays.
 */
const looks: Record<UnavailableKind, { tint: string; text: string }> = {
  clinic_closed: { tint: '97, 97, 97', text: '#424242' },
  outside_hours: { tint: '97, 97, 97', text: '#424242' },
  schedule_exception: { tint: '94, 53, 177', text: '#4527a0' },
  public_holiday: { tint: '198, 40, 40', text: '#b71c1c' },
};

export function unavailableStyle(kind: UnavailableKind): CSSProperties {
  const { tint, text } = looks[kind];
  return {
    background: `repeating-linear-gradient(135deg, rgba(${tint}, 0.14) 0 4px, rgba(${tint}, 0.05) 4px 10px)`,
    borderLeft: `3px solid ${text}`,
    color: text,
    opacity: 1,
    fontSize: '0.75rem',
    lineHeight: 1.2,
    padding: '2px 4px',
    overflow: 'hidden',
    whiteSpace: 'normal',
    borderRadius: 0,
    // Clicks and drags go through to the time slots below (booking there still asks first).
    pointerEvents: 'none',
  };
}
