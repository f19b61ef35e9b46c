import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PatientListItem } from '@clinica/contracts/patients';
import { formatPhone } from '@clinica/contracts/phone';
import { BatchDeleteButton } from '../../../components/batch-delete-button';
import { DataTable, type Column } from '../../../components/data-table';
import { activeOptions, FilterSelect, NewButton } from '../../../components/list-toolbar';
import { useListTable } from '../../../components/list-table';
import { defaultAvatar } from '../../../components/photo-picker';
import { PageHeader } from '../../../components/page-header';
import { useRowSelection } from '../../../components/row-selection';
import { SearchField } from '../../../components/search-field';
import { listQuery, useListParams } from '../../../lib/list-params';
import { hasPermission, useUser } from '../../../lib/session';
import { listClinicOptions, listInsurerOptions } from '../api/lookups';
import { deletePatients, listPatients } from '../api/patients';
import { formatDateOfBirth } from '../date-of-birth';
import { patientsKeys } from '../keys';

const activeValues = ['true', 'false', 'all'] as const;
type Active = (typeof activeValues)[number];
const isActive = (value: string): value is Active => (activeValues as readonly string[]).includes(value);

/**
 * /patients: server-side pages, sorting, search (every word, accent-insensitive, over name, NIF, phone
 * and e-mail) and filters, all kept in the address; several can be deleted at once. A patient has no
 * list: they are sent to their own record.
 */
export function PatientsPage() {
  const user = useUser();
  if (user?.type === 'patient') return <Navigate to={`/patients/${user.id}`} replace />;
  return <PatientsList />;
}

function PatientsList() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const canCreate = hasPermission(user, 'patients', 'create');
  const canDelete = hasPermission(user, 'patients', 'delete');
  const canFilterInsurers = hasPermission(user, 'insurers', 'read');
  const canFilterClinics = hasPermission(user, 'clinics', 'read');
  const listParams = useListParams({ sort: 'name' }, { insurer_id: '', clinic_id: '', active: 'true' });
  const { params, filters, update, setFilters } = listParams;
  const active = isActive(filters.active) ? filters.active : 'true';
  const query = {
    ...listQuery(params),
    active,
    ...(filters.insurer_id ? { insurer_id: filters.insurer_id } : {}),
    ...(filters.clinic_id ? { clinic_id: filters.clinic_id } : {}),
  };
  const table = useListTable(listParams, patientsKeys.list(query), (signal) => listPatients(query, signal));
  const insurers = useQuery({
    queryKey: patientsKeys.insurerOptions,
    queryFn: ({ signal }) => listInsurerOptions(signal),
    select: (data) => data.items,
    enabled: canFilterInsurers,
  });
  const clinics = useQuery({
    queryKey: patientsKeys.clinicOptions,
    queryFn: ({ signal }) => listClinicOptions(signal),
    select: (data) => data.items,
    enabled: canFilterClinics,
  });
  const selection = useRowSelection(table.rows, JSON.stringify([params.q, filters]));
  const nameOf = (p: PatientListItem) => `${p.first_name} ${p.surname}`;
  const filterCount = 1 + Number(canFilterInsurers) + Number(canFilterClinics);
  const filtered = Boolean(params.q || filters.insurer_id || filters.clinic_id || active !== 'true');

  const columns: Column<PatientListItem>[] = [
    ...(canDelete
      ? [
          selection.column(t('patients.list.selectPage'), (p) =>
            t('patients.list.selectOne', { name: nameOf(p) }),
          ),
        ]
      : []),
    {
      key: 'name',
      label: t('patients.list.name'),
      sortField: 'name',
      render: (p) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar
            src={p.image ?? defaultAvatar}
            alt=""
            sx={{ width: 32, height: 32, bgcolor: 'grey.300', display: { xs: 'none', sm: 'flex' } }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={`/patients/${p.id}`} sx={{ overflowWrap: 'anywhere' }}>
              {nameOf(p)}
            </Link>
            {p.active ? null : <Chip size="small" label={t('patients.inactive')} sx={{ ml: 1 }} />}
            {/* On a phone the hidden columns' essentials go under the name. */}
            {p.phone || p.nif ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: { xs: 'block', sm: 'none' } }}
              >
                {[p.phone ? formatPhone(p.phone) : null, p.nif].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      ),
    },
    {
      key: 'nif',
      label: t('patients.fields.nif'),
      render: (p) => p.nif ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'phone',
      label: t('patients.fields.phone'),
      render: (p) => (p.phone ? <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(p.phone)}</span> : '—'),
      hideOnPhone: true,
    },
    {
      key: 'email',
      label: t('patients.fields.email'),
      render: (p) => <Box sx={{ overflowWrap: 'anywhere' }}>{p.email ?? '—'}</Box>,
      hideOnPhone: true,
    },
    {
      key: 'date_of_birth',
      label: t('patients.fields.date_of_birth'),
      sortField: 'date_of_birth',
      render: (p) => (p.date_of_birth ? formatDateOfBirth(p.date_of_birth) : '—'),
      hideOnPhone: true,
    },
    {
      key: 'insurer',
      label: t('patients.fields.insurer_id'),
      render: (p) => p.insurer_name ?? '—',
      hideOnPhone: true,
    },
  ];

  const lookupOptions = (items: { id: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));

  return (
    <>
      <PageHeader
        title={t('routes.patients')}
        actions={
          canCreate ? <NewButton to="/patients/add_new_patient">{t('patients.new')}</NewButton> : undefined
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SearchField label={t('patients.list.search')} value={params.q} onChange={(q) => update({ q })} />
          {/* Side by side even on a phone: three short selects need not take three rows. */}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: `repeat(${filterCount}, minmax(0, 1fr))`,
                sm: `repeat(${filterCount}, 180px)`,
              },
            }}
          >
            {canFilterInsurers ? (
              <FilterSelect
                label={t('patients.fields.insurer_id')}
                value={filters.insurer_id}
                onChange={(insurer_id) => setFilters({ insurer_id })}
                allLabel={t('patients.list.allInsurers')}
                options={lookupOptions(insurers.data)}
              />
            ) : null}
            {canFilterClinics ? (
              <FilterSelect
                label={t('patients.list.clinic')}
                value={filters.clinic_id}
                onChange={(clinic_id) => setFilters({ clinic_id })}
                allLabel={t('patients.list.allClinics')}
                options={lookupOptions(clinics.data)}
              />
            ) : null}
            <FilterSelect
              label={t('patients.list.status')}
              value={active}
              onChange={(value) => setFilters({ active: value })}
              options={activeOptions(t)}
            />
          </Box>
        </Stack>
        <BatchDeleteButton
          selection={selection}
          remove={deletePatients}
          invalidate={patientsKeys.all}
          label={(count) => t('patients.list.deleteSelected', { count })}
          title={(count) => t('patients.list.deleteSelectedTitle', { count })}
          body={(count) => t('patients.list.deleteBody', { count })}
          done={(answer) =>
            answer.deactivated.length
              ? t('patients.list.batchDeactivated', {
                  deleted: answer.deleted.length,
                  deactivated: answer.deactivated.length,
                })
              : t('patients.list.batchDeleted', { count: answer.deleted.length })
          }
        />
        <DataTable
          label={t('routes.patients')}
          columns={columns}
          emptyText={t(filtered ? 'lists.noResults' : 'patients.list.empty')}
          muted={(p) => !p.active}
          onRowClick={(p) => void navigate(`/patients/${p.id}`)}
          {...table}
        />
      </Stack>
    </>
  );
}
