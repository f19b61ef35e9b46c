import type { CalendarAppointment, CalendarRange } from '@clinica/contracts/appointments';

/** An appointment as the calendar draws it: the range's item with the names its maps hold once. */
export interface CalendarItem extends CalendarAppointment {
  patient_name: string;
  professional_name: string;
  service_name: string;
  service_colour: string | null;
}

/** The range's items, each with its patient's, professional's and service's names (and the service's colour). */
export function calendarItems(range: CalendarRange | undefined): CalendarItem[] {
  if (!range) return [];
  return range.items.map((a) => ({
    ...a,
    patient_name: range.patients[a.patient_id]?.name ?? '',
    professional_name: range.professionals[a.professional_id]?.name ?? '',
    service_name: range.services[a.service_id]?.name ?? '',
    service_colour: range.services[a.service_id]?.colour ?? null,
  }));
}
