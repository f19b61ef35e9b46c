import { useQuery } from '@tanstack/react-query';
import type { Service } from '@clinica/contracts/catalogue';
import { listPatientAppointments, listServices } from '../api/lookups';
import { canBeInvoiced } from '../billable';
import { invoicesKeys } from '../api/keys';

/** The patient's appointments still to invoice, newest first. */
export function useUninvoicedAppointments(patientId: string | null) {
  return useQuery({
    queryKey: invoicesKeys.uninvoiced(patientId ?? ''),
    queryFn: ({ signal }) => listPatientAppointments(patientId!, signal),
    select: (data) => data.items.filter(canBeInvoiced),
    enabled: Boolean(patientId),
  });
}

/** The services catalogue by id (inactive services too: an old appointment's), and the active ones to pick. */
export function useServiceCatalogue() {
  const query = useQuery({
    queryKey: invoicesKeys.services,
    queryFn: ({ signal }) => listServices(signal),
    staleTime: 60_000,
  });
  const all = query.data?.items ?? [];
  return {
    query,
    byId: new Map<string, Service>(all.map((s) => [s.id, s])),
    active: all.filter((s) => s.active),
  };
}
