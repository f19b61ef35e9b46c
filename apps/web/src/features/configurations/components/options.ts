import { useQuery } from '@tanstack/react-query';
import { listClinics } from '../api/clinics';
import { listSpecialties } from '../api/catalogue';
import { configurationsKeys } from '../keys';

/** Every clinic, for selects (a tenant has a handful; the API caps a page at 200). */
export function useClinicOptions() {
  return useQuery({
    queryKey: configurationsKeys.clinics.options,
    queryFn: ({ signal }) => listClinics({ page: 1, page_size: 200, sort: 'name' }, signal),
    select: (data) => data.items,
  });
}

export function useSpecialtyOptions() {
  return useQuery({
    queryKey: configurationsKeys.specialties.options,
    queryFn: ({ signal }) => listSpecialties({ page: 1, page_size: 200, sort: 'name' }, signal),
    select: (data) => data.items,
  });
}
