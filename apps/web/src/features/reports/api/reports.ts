import type { Report, ReportName } from '@clinica/contracts/reports';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export interface ReportFilters {
  from: string;
  to: string;
  clinic_id?: string;
  professional_id?: string;
  basis?: 'appointments' | 'paid';
}

const query = (f: ReportFilters) => ({
  from: f.from,
  to: f.to,
  ...(f.clinic_id ? { clinic_id: f.clinic_id } : {}),
  ...(f.professional_id ? { professional_id: f.professional_id } : {}),
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
