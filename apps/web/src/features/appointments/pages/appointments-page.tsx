import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appointmentStates, type Appointment } from '@clinica/contracts/appointments';
import { DataTable, type Column } from '../../../components/data-table';
import { FilterSelect } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { formatDate, formatEuros, formatTime } from '../../../lib/format';
import { listQuery, useListParams } from '../../../lib/list-params';
import { hasPermission, useUser } from '../../../lib/session';
import { listAppointments } from '../api/appointments';
import { listClinics, listProfessionals } from '../../../lib/lookups-api';
import { PickersProvider } from '../../../components/pickers-provider';
import { StateChip } from '../components/state-chip';
import { appointmentsKeys } from '../keys';
import { defaultTimeZone, isoDay, toWallClock } from '../time';
import { DateFilter } from '../../../components/date-filter';
import { useAppointmentSelection, type AppointmentSelection } from '../hooks/use-appointment-selection';

/** What other areas add to the list (composed in app/). */
export interface AppointmentsPageSlots {
  /** Rows to choose and what to do with them (the invoices feature's «Faturar selecionadas»). */
  selection?: AppointmentSelection;
}

/**
 * /appointments: the filtered list with server paging (date range, professional, patient, state —
 * `all` included — and clinic, all in the address); a row opens the appointment. With a `selection`,
 * the rows it allows can be chosen (across pages) for its actions.
 */
export function AppointmentsPage({ selection }: AppointmentsPageSlots = {}) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const staff = user?.type !== 'patient';
  const canFilterClinics = hasPermission(user, 'clinics', 'read');
  const canFilterProfessionals = hasPermission(user, 'collaborators', 'read');
  // It opens at today, earliest first: the day's appointments, then what comes after (not the latest
  // booking, months ahead). A cleared date is kept in the address as empty: everything.
  const today = isoDay(toWallClock(new Date(), user?.tenant.time_zone ?? defaultTimeZone));
  const { params, filters, update, setFilters, toggleSort } = useListParams(
    { sort: 'starts_at', order: 'asc' },
    { from_date: today, to_date: '', professional_id: '', clinic_id: '', state: 'all' },
  );
  const query = {
    ...listQuery(params),
    state: filters.state,
    ...(filters.from_date ? { from_date: filters.from_date } : {}),
    ...(filters.to_date ? { to_date: filters.to_date } : {}),
    ...(filters.professional_id ? { professional_id: filters.professional_id } : {}),
    ...(filters.clinic_id ? { clinic_id: filters.clinic_id } : {}),
  };
  const list = useQuery({
    queryKey: appointmentsKeys.list(query),
    queryFn: ({ signal }) => listAppointments(query, signal),
    placeholderData: keepPreviousData,
  });
  const clinics = useQuery({
    queryKey: appointmentsKeys.clinics,
    queryFn: ({ signal }) => listClinics(signal),
    select: (data) => data.items,
    enabled: canFilterClinics,
  });
  const professionals = useQuery({
    queryKey: appointmentsKeys.professionals,
    queryFn: ({ signal }) => listProfessionals(signal),
    select: (data) => data.items,
    enabled: canFilterProfessionals,
  });
  const chosen = useAppointmentSelection(selection, list.data?.items, JSON.stringify([params.q, filters]), t);
  const zones = new Map((clinics.data ?? []).map((c) => [c.id, c.time_zone]));
  const zone = (a: Appointment) => zones.get(a.clinic_id);

  const columns: Column<Appointment>[] = [
    ...(chosen.column ? [chosen.column] : []),
    {
      key: 'starts_at',
      label: t('appointments.list.when'),
      sortField: 'starts_at',
      render: (a) => (
        <Box>
          <Link component={RouterLink} to={`/appointments/${a.id}`} sx={{ whiteSpace: 'nowrap' }}>
            {`${formatDate(a.starts_at, zone(a))} ${formatTime(a.starts_at, zone(a))}–${formatTime(a.ends_at, zone(a))}`}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {`${a.patient_name} · ${a.professional_name}`}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'patient',
      label: t('appointments.fields.patient'),
      sortField: 'patient',
      render: (a) => a.patient_name,
      hideOnPhone: true,
    },
    {
      key: 'professional',
      label: t('appointments.fields.professional'),
      sortField: 'professional',
      render: (a) => a.professional_name,
      hideOnPhone: true,
    },
    {
      key: 'service',
      label: t('appointments.fields.service'),
      render: (a) => a.service_name,
      hideOnPhone: true,
    },
    {
      key: 'clinic',
      label: t('appointments.fields.clinic'),
      render: (a) => a.clinic_name,
      hideOnPhone: true,
    },
    {
      key: 'price',
      label: t('appointments.list.price'),
      align: 'right',
      render: (a) => formatEuros(a.price_cents),
      hideOnPhone: true,
    },
    ...(selection
      ? [
          {
            key: 'invoicing',
            label: t('appointments.fields.invoicing'),
            render: (a: Appointment) => t(`appointments.invoicing.${a.invoicing_status}`),
            hideOnPhone: true,
          },
        ]
      : []),
    {
      key: 'state',
      label: t('appointments.fields.state'),
      sortField: 'state',
      render: (a) => <StateChip state={a.state} />,
    },
  ];

  const dateFilter = (name: 'from_date' | 'to_date', label: string) => (
    <DateFilter label={label} value={filters[name]} onChange={(value) => setFilters({ [name]: value })} />
  );

  const filtered = Boolean(
    params.q ||
    filters.from_date ||
    filters.to_date ||
    filters.professional_id ||
    filters.clinic_id ||
    filters.state !== 'all',
  );

  return (
    <PickersProvider>
      <PageHeader title={t('routes.appointments')} />
      <Stack spacing={2}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // Columns of at least 12rem: a date field shows dd/mm/aaaa whole beside its two buttons.
            gridTemplateColumns: {
              xs: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
            },
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', lg: 'auto' } },
          }}
        >
          {staff ? (
            <SearchField
              label={t('appointments.list.search')}
              value={params.q}
              onChange={(q) => update({ q })}
            />
          ) : null}
          {dateFilter('from_date', t('appointments.list.from'))}
          {dateFilter('to_date', t('appointments.list.to'))}
          {canFilterProfessionals ? (
            <FilterSelect
              label={t('appointments.fields.professional')}
              value={filters.professional_id}
              onChange={(professional_id) => setFilters({ professional_id })}
              allLabel={t('appointments.list.allProfessionals')}
              options={(professionals.data ?? []).map((p) => ({
                value: p.id,
                label: `${p.first_name} ${p.surname}`,
              }))}
            />
          ) : null}
          <FilterSelect
            label={t('appointments.fields.state')}
            value={filters.state}
            onChange={(state) => setFilters({ state })}
            options={[
              { value: 'all', label: t('appointments.states.all') },
              ...appointmentStates.map((s) => ({ value: s, label: t(`appointments.states.${s}`) })),
            ]}
          />
          {canFilterClinics ? (
            <FilterSelect
              label={t('appointments.fields.clinic')}
              value={filters.clinic_id}
              onChange={(clinic_id) => setFilters({ clinic_id })}
              allLabel={t('appointments.list.allClinics')}
              options={(clinics.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          ) : null}
        </Box>
        {chosen.actions}
        <DataTable
          label={t('routes.appointments')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(a) => a.id}
          total={list.data?.total ?? 0}
          totalCapped={list.data?.total_capped}
          params={params}
          loading={list.isPending || list.isPlaceholderData}
          error={list.isError}
          emptyText={t(filtered ? 'lists.noResults' : 'appointments.list.empty')}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(page_size) => update({ page_size })}
          onSort={toggleSort}
          onRowClick={(a) => void navigate(`/appointments/${a.id}`)}
        />
      </Stack>
    </PickersProvider>
  );
}
