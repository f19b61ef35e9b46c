import { useQuery } from '@tanstack/react-query';
import type { Me } from '@clinica/contracts/auth';
import { hasPermission } from '../../../lib/session';
import { getClinic, listSchedules } from '../api/appointments';
import { listClinics, listProfessionals } from '../../../lib/lookups-api';
import { appointmentsKeys } from '../keys';
import { defaultTimeZone } from '../time';

const loading = (q: { isPending: boolean; fetchStatus: string }) => q.isPending && q.fetchStatus !== 'idle';

/**
 * What the calendar needs besides the appointments: the clinics (the address's, else the main one),
 * its time zone, opening hours and rooms, the professionals (colours, columns) and their schedules
 * (shaded hours). Each is read only when the user may read it.
 */
export function useCalendarLookups(user: Me | null, clinicParam: string) {
  const canReadClinics = hasPermission(user, 'clinics', 'read');
  const clinics = useQuery({
    queryKey: appointmentsKeys.clinics,
    queryFn: ({ signal }) => listClinics(signal),
    select: (data) => data.items,
    enabled: canReadClinics,
  });
  const clinicId = clinicParam || (clinics.data?.find((c) => c.is_main) ?? clinics.data?.[0])?.id || '';
  const clinic = useQuery({
    queryKey: appointmentsKeys.clinic(clinicId),
    queryFn: ({ signal }) => getClinic(clinicId, signal),
    enabled: Boolean(clinicId),
  });
  const professionals = useQuery({
    queryKey: appointmentsKeys.professionals,
    queryFn: ({ signal }) => listProfessionals(signal),
    select: (data) => data.items,
    enabled: hasPermission(user, 'collaborators', 'read'),
  });
  const schedules = useQuery({
    queryKey: appointmentsKeys.schedules(clinicId),
    queryFn: ({ signal }) => listSchedules(clinicId, signal),
    select: (data) => data.items,
    enabled: Boolean(clinicId) && hasPermission(user, 'professional_schedules', 'read'),
  });

  return {
    canReadClinics,
    clinics,
    clinicId,
    clinic,
    timeZone: clinic.data?.time_zone ?? defaultTimeZone,
    professionals,
    schedules,
    // The colours and shaded hours come with the first paint: hundreds of events are not drawn twice.
    settled: !loading(professionals) && !loading(schedules) && !loading(clinic),
  };
}

export type CalendarLookups = ReturnType<typeof useCalendarLookups>;
