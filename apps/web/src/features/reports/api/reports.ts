import type { Clinic } from '@clinica/contracts/clinics';
import type { ListResponse } from '@clinica/contracts/common';
import type { Report, ReportName } from '@clinica/contracts/reports';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export interface ReportFilters {
  from: string;
  to: string;
  clinic_id?: string;
  basis?: 'appointments' | 'paid';
}

const query = (f: ReportFilters) => ({
  from: f.from,
  to: f.to,
  ...(f.clinic_id ? { clinic_id: f.clinic_id } : {}),
  ...(f.basis ? { basis: f.basis } : {}),
});

export const reportKeys = {
  report: (name: ReportName, f: ReportFilters) => ['reports', name, query(f)] as const,
};

export const fetchReport = (name: ReportName, f: ReportFilters, signal?: AbortSignal) =>
  apiRequest<Report>(`/api/v1/reports/${name}`, { query: query(f), signal });

/** The export's address: a plain link the browser downloads (the session cookie goes with it). */
export const exportUrl = (name: ReportName, format: 'csv' | 'xlsx', f: ReportFilters) =>
  apiUrl(`/api/v1/reports/${name}/export.${format}`, query(f));

/** GET /api/v1/clinics — the clinic filter's options. */
export const fetchClinics = (signal?: AbortSignal) =>
  apiRequest<ListResponse<Clinic>>('/api/v1/clinics', {
    query: { page: 1, page_size: 200, sort: 'name' },
    signal,
  });
