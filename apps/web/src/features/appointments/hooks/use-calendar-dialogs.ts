import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotInfo } from 'react-big-calendar';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { getPatient } from '../api/appointments';
import type { AppointmentDraft } from '../components/appointment-form-dialog';
import type { CalendarEvent } from '../components/calendar-event';
import { toWallClock, type CalendarView } from '../time';
import type { ResourceMode, SetAddress } from './use-calendar-address';

export interface DialogsInput {
  canCreate: boolean;
  view: CalendarView;
  date: Date;
  timeZone: string;
  resourceMode: ResourceMode;
  /** The form's defaults: the calendar's clinic, its one professional shown, its room. */
  clinicId: string;
  selectedProfessionals: string[];
  spaceId: string;
  bookFor: string | null;
  set: SetAddress;
}

/**
 * The calendar's dialogs: the booking form (from a slot, the "new" button or a `?book=` link) and the
 * quick view of an appointment (a click or Enter on it: the drag alternative, WCAG 2.5.7), whose
 * "Editar" opens the form.
 */
export function useCalendarDialogs(input: DialogsInput) {
  const { canCreate, view, date, timeZone, resourceMode, clinicId, selectedProfessionals, spaceId } = input;
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ appointment?: AppointmentDetail; draft?: AppointmentDraft } | null>(
    null,
  );
  const openCreate = (draft: AppointmentDraft) => {
    if (!canCreate) return;
    setDialog({
      draft: {
        clinicId: clinicId || undefined,
        professionalId: selectedProfessionals.length === 1 ? selectedProfessionals[0] : undefined,
        spaceId: spaceId || undefined,
        ...draft,
      },
    });
  };

  // `?book=<patient id>` (the patient record's "Marcar consulta"): the form opens for that patient, at
  // the next quarter hour of the day shown.
  const { bookFor, set } = input;
  useEffect(() => {
    if (!bookFor || !canCreate) return;
    let current = true;
    getPatient(bookFor)
      .then((p) => {
        if (!current) return;
        const now = new Date();
        const start = new Date(date);
        start.setHours(now.getHours(), Math.ceil((now.getMinutes() + 1) / 15) * 15, 0, 0);
        openCreate({ start, patient: { id: p.id, name: `${p.first_name} ${p.surname}` } });
      })
      .catch(async (error: unknown) => (await import('../../../lib/form-errors')).showSaveError(error, t))
      .finally(() => current && set({ book: null }));
    return () => {
      current = false;
    };
    // Once per link followed: the date and the form's defaults are read when it opens.
  }, [bookFor]);

  const [quick, setQuick] = useState<string | null>(null);

  return {
    dialog,
    quick,
    /** The "new appointment" button: the next whole hour, within the day's usual hours (09:00 before opening, 19:00 after). */
    openNew: () => {
      const now = toWallClock(new Date(), timeZone);
      const hour = Math.min(Math.max(now.getHours() + 1, 9), 19);
      const start = new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour);
      openCreate({ start, end: new Date(start.getTime() + 60 * 60_000) });
    },
    onSelectSlot: (slot: SlotInfo) => {
      const resourceId = typeof slot.resourceId === 'string' ? slot.resourceId : undefined;
      // A click in the month view is a whole day: the appointment starts at 09:00 of it.
      const start =
        view === 'month'
          ? new Date(slot.start.getFullYear(), slot.start.getMonth(), slot.start.getDate(), 9)
          : slot.start;
      openCreate({
        start,
        end: view === 'month' ? undefined : slot.end,
        ...(resourceId && resourceMode === 'professional' && resourceId !== 'none'
          ? { professionalId: resourceId }
          : {}),
        ...(resourceId && resourceMode === 'space' && resourceId !== 'none' ? { spaceId: resourceId } : {}),
      });
    },
    openEvent: (event: CalendarEvent) => setQuick(event.id),
    closeQuick: () => setQuick(null),
    /** The quick view's "Editar". */
    edit: (appointment: AppointmentDetail) => {
      setQuick(null);
      setDialog({ appointment });
    },
    closeDialog: () => setDialog(null),
  };
}
