import { useState, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import type { TFunction } from 'i18next';
import type { Appointment } from '@clinica/contracts/appointments';
import type { Column } from '../../../components/data-table';
import { formatDate, formatTime } from '../../../lib/format';

/** What another area lets the list choose rows for (app/ composes it: a feature never imports another). */
export interface AppointmentSelection {
  /** Which rows may be chosen (e.g. those not yet invoiced). */
  selectable: (appointment: Appointment) => boolean;
  /** What is offered for the chosen rows; `clear` forgets the choice. */
  actions: (chosen: Appointment[], clear: () => void) => ReactNode;
}

/**
 * The rows chosen in the list (whole appointments, kept while paging), forgotten when `scope` — the
 * filters, as a string — changes. Only rows `selectable` allows get a checkbox.
 */
export function useAppointmentSelection(
  selection: AppointmentSelection | undefined,
  rows: Appointment[] | undefined,
  scope: string,
  t: TFunction,
) {
  const [state, setState] = useState({ scope, chosen: new Map<string, Appointment>() });
  // Reset while rendering (not in an effect), so a changed filter never shows the old choice.
  if (state.scope !== scope) setState({ scope, chosen: new Map() });
  const chosen = state.scope === scope ? state.chosen : new Map<string, Appointment>();
  const update = (change: (next: Map<string, Appointment>) => void) =>
    setState((current) => {
      const next = new Map(current.chosen);
      change(next);
      return { scope: current.scope, chosen: next };
    });
  if (!selection) return { column: null, actions: null };
  const page = (rows ?? []).filter(selection.selectable);
  const allOnPage = page.length > 0 && page.every((a) => chosen.has(a.id));
  const column: Column<Appointment> = {
    key: 'select',
    label: (
      <Checkbox
        size="small"
        disabled={page.length === 0}
        checked={allOnPage}
        indeterminate={!allOnPage && page.some((a) => chosen.has(a.id))}
        onChange={() =>
          update((next) => {
            for (const a of page) {
              if (allOnPage) next.delete(a.id);
              else next.set(a.id, a);
            }
          })
        }
        slotProps={{ input: { 'aria-label': t('appointments.list.selectPage') } }}
      />
    ),
    render: (a) =>
      selection.selectable(a) ? (
        <Checkbox
          size="small"
          checked={chosen.has(a.id)}
          onChange={() =>
            update((next) => {
              if (next.has(a.id)) next.delete(a.id);
              else next.set(a.id, a);
            })
          }
          slotProps={{
            input: {
              'aria-label': t('appointments.list.select', {
                patient: a.patient_name,
                when: `${formatDate(a.starts_at)} ${formatTime(a.starts_at)}`,
              }),
            },
          }}
        />
      ) : null,
  };
  return { column, actions: selection.actions([...chosen.values()], () => update((next) => next.clear())) };
}
