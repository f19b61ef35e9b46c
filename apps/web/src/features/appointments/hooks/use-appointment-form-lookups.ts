import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@clinica/contracts/appointments';
import type { Me } from '@clinica/contracts/auth';
import { hasPermission } from '../../../lib/session';
import { getClinic, listBookableServices } from '../api/appointments';
import { listClinics, listProfessionals } from '../../../lib/lookups-api';
import { appointmentsKeys } from '../keys';

export interface FormLookupsInput {
  user: Me | null;
  appointment: Appointment | null | undefined;
  /** A professional who may book only in their own calendar. */
  ownCalendarOnly: boolean;
  clinicId: string;
  /** Told the main clinic (or the only one) once the clinics are read. */
  onClinics: (defaultClinicId: string) => void;
}

/**
 * The booking form's choices: professionals, bookable services, clinics and the chosen clinic's rooms.
 * The appointment's own professional, service and room stay choosable even when they no longer are
 * (a deactivated service still shows on the appointments that have it).
 */
export function useAppointmentFormLookups({
  user,
  appointment,
  ownCalendarOnly,
  clinicId,
  onClinics,
}: FormLookupsInput) {
  const professionals = useQuery({
    queryKey: appointmentsKeys.professionals,
    queryFn: ({ signal }) => listProfessionals(signal),
    select: (data) => data.items,
    enabled: hasPermission(user, 'collaborators', 'read'),
  });
  const services = useQuery({
    queryKey: appointmentsKeys.services,
    queryFn: ({ signal }) => listBookableServices(signal),
    select: (data) => data.items,
  });
  const clinics = useQuery({
    queryKey: appointmentsKeys.clinics,
    queryFn: ({ signal }) => listClinics(signal),
    select: (data) => data.items,
  });
  const clinic = useQuery({
    queryKey: appointmentsKeys.clinic(clinicId),
    queryFn: ({ signal }) => getClinic(clinicId, signal),
    enabled: Boolean(clinicId),
  });

  // A single clinic is chosen for the user; a new appointment takes the main clinic by default.
  useEffect(() => {
    if (clinicId || !clinics.data?.length) return;
    onClinics((clinics.data.find((c) => c.is_main) ?? clinics.data[0])!.id);
  }, [clinicId, clinics.data]);

  const professionalOptions = useMemo(() => {
    const list = (professionals.data ?? []).map((p) => ({ id: p.id, name: `${p.first_name} ${p.surname}` }));
    if (appointment && !list.some((p) => p.id === appointment.professional_id))
      list.push({ id: appointment.professional_id, name: appointment.professional_name });
    if (user && ownCalendarOnly && !list.some((p) => p.id === user.id))
      list.push({ id: user.id, name: `${user.first_name} ${user.surname}` });
    return list;
  }, [professionals.data, appointment, ownCalendarOnly, user]);
  const serviceOptions = useMemo(() => {
    const list = (services.data ?? []).map(({ id, name, duration_minutes, price_cents }) => ({
      id,
      name,
      duration_minutes,
      price_cents,
    }));
    // A deactivated service still shows on the appointments that have it.
    if (appointment && !list.some((s) => s.id === appointment.service_id))
      list.push({
        id: appointment.service_id,
        name: appointment.service_name,
        duration_minutes: null,
        price_cents: appointment.price_cents,
      });
    return list;
  }, [services.data, appointment]);

  return {
    professionalOptions,
    serviceOptions,
    /** Choosing a service fills in its price and duration (only a bookable one: not the kept, deactivated one). */
    service: (id: string) => services.data?.find((s) => s.id === id),
    clinicOptions: clinics.data ?? [],
    spaces: (clinic.data?.spaces ?? []).filter((s) => s.active || s.id === appointment?.space_id),
  };
}

export type AppointmentFormLookups = ReturnType<typeof useAppointmentFormLookups>;
