import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentState } from '@clinica/contracts/appointments';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { patientSplit } from '@clinica/contracts/insurer-split';
import { todayIn } from '../../../lib/days';
import { defaultTimeZone, formatDate, formatEuros, formatTime } from '../../../lib/format';
import { usePatientInsurance } from '../../../lib/insurance-api';
import { listQuery, type ListParams } from '../../../lib/list-params';
import { hasPermission, useUser } from '../../../lib/session';
import { patientAppointments } from '../api/appointment-history';
import { patientsKeys } from '../keys';

const stateColours: Record<AppointmentState, 'default' | 'primary' | 'success' | 'warning' | 'error'> = {
  scheduled: 'primary',
  present: 'success',
  canceled: 'default',
  canceled_patient: 'default',
  noshow_justified: 'warning',
  noshow_unjustified: 'error',
};

/**
 * The patient's appointments, newest first (GET /api/v1/appointments/history?patient_id=). Until the
 * appointments API is there the server answers 404: that is shown as "no appointments", not an error.
 */
export function PatientAppointmentsTab({ patientId, timeZone }: { patientId: string; timeZone?: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<ListParams>({
    q: '',
    page: 1,
    page_size: 10,
    sort: 'starts_at',
    order: 'desc',
  });
  const query = listQuery(params);
  const history = useQuery({
    queryKey: patientsKeys.appointments(patientId, query),
    queryFn: ({ signal }) => patientAppointments(patientId, query, signal),
    placeholderData: keepPreviousData,
  });
  const insurance = usePatientInsurance(patientId, hasPermission(useUser(), 'insurers', 'read'));
  const covered = Boolean(insurance.data?.insurer && insurance.data.insurance_number);
  const unavailable = history.error instanceof ApiError && history.error.status === 404;

  if (unavailable || (history.data && history.data.total === 0 && params.page === 1)) {
    return (
      <EmptyState title={t('patients.appointments.empty')} body={t('patients.appointments.emptyBody')} />
    );
  }

  const columns: Column<Appointment>[] = [
    {
      key: 'starts_at',
      label: t('patients.appointments.when'),
      sortField: 'starts_at',
      render: (a) => (
        <Link component={RouterLink} to={`/appointments/${a.id}`} sx={{ whiteSpace: 'nowrap' }}>
          {`${formatDate(a.starts_at, timeZone)} ${formatTime(a.starts_at, timeZone)}`}
        </Link>
      ),
    },
    { key: 'service', label: t('patients.appointments.service'), render: (a) => a.service_name },
    {
      key: 'professional',
      label: t('patients.appointments.professional'),
      render: (a) => a.professional_name,
      hideOnPhone: true,
    },
    {
      key: 'clinic',
      label: t('patients.appointments.clinic'),
      render: (a) => a.clinic_name,
      hideOnPhone: true,
    },
    ...(covered
      ? [
          {
            key: 'split',
            label: t('insurance.column'),
            render: (a: Appointment) => {
              const day = todayIn(timeZone ?? defaultTimeZone, new Date(a.starts_at));
              const split = patientSplit(insurance.data, a.service_id, day);
              return split
                ? `${formatEuros(split.patient_cents)} / ${formatEuros(split.insurer_cents)}`
                : '—';
            },
          },
        ]
      : []),
    {
      key: 'state',
      label: t('patients.appointments.state'),
      render: (a) => (
        <Chip
          size="small"
          variant="outlined"
          color={stateColours[a.state]}
          label={t(`patients.appointments.states.${a.state}`)}
        />
      ),
    },
  ];

  return (
    <DataTable
      label={t('patients.tabs.appointments')}
      columns={columns}
      rows={history.data?.items}
      rowKey={(a) => a.id}
      total={history.data?.total ?? 0}
      totalCapped={history.data?.total_capped}
      params={params}
      loading={history.isPending || history.isPlaceholderData}
      error={history.isError}
      emptyText={t('patients.appointments.empty')}
      onRetry={() => void history.refetch()}
      onPageChange={(page) => setParams((p) => ({ ...p, page }))}
      onPageSizeChange={(page_size) => setParams((p) => ({ ...p, page: 1, page_size }))}
      onSort={(field) =>
        setParams((p) => ({
          ...p,
          page: 1,
          sort: field,
          order: p.sort === field && p.order === 'desc' ? 'asc' : 'desc',
        }))
      }
    />
  );
}
