import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Collaborator, StaffType } from '@clinica/contracts/team';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { listQuery, useListParams } from '../../../lib/list-params';
import { listCollaborators } from '../api/team';
import { useClinicOptions, useSpecialtyOptions } from '../components/options';
import { configurationsKeys } from '../keys';

type ActiveFilter = 'true' | 'false' | 'all';
// The member form (zod schemas, phone numbers) loads when a dialog opens, not with the list.
const MemberDialog = lazy(() =>
  import('../components/member-dialog').then((m) => ({ default: m.MemberDialog })),
);
// "Horário e ausências" (working hours, pickers) loads when opened too.
const ScheduleDialog = lazy(() =>
  import('../components/schedule-dialog').then((m) => ({ default: m.ScheduleDialog })),
);
const staffTypes: readonly StaffType[] = ['manager', 'professional', 'front_desk'];

/** The team: managers, professionals and front desk; invitations, editing, permissions. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const { params, update, toggleSort } = useListParams({ sort: 'name' });
  const [type, setType] = useState<string>('');
  const [active, setActive] = useState<ActiveFilter>('true');
  const [clinicId, setClinicId] = useState<string>('');
  const query = {
    ...listQuery(params),
    active,
    ...(type ? { type } : {}),
    ...(clinicId ? { clinic_id: clinicId } : {}),
  };
  const list = useQuery({
    queryKey: configurationsKeys.team.list(query),
    queryFn: ({ signal }) => listCollaborators(query, signal),
    placeholderData: keepPreviousData,
  });
  const clinics = useClinicOptions();
  const specialties = useSpecialtyOptions();
  const clinicNames = new Map((clinics.data ?? []).map((c) => [c.id, c.name]));
  const specialtyNames = new Map((specialties.data ?? []).map((s) => [s.id, s.name]));
  const names = (ids: string[], map: Map<string, string>) =>
    ids
      .map((id) => map.get(id))
      .filter(Boolean)
      .join(', ') || '—';
  const [editing, setEditing] = useState<Collaborator | 'new' | null>(null);
  const [scheduling, setScheduling] = useState<Collaborator | null>(null);
  // Who takes appointments has working hours: professionals and managers (decision 010).
  const takesAppointments = (m: Collaborator) =>
    m.active && (m.type === 'professional' || m.type === 'manager');

  const columns: Column<Collaborator>[] = [
    {
      key: 'name',
      label: t('configurations.team.columns.name'),
      sortField: 'name',
      render: (m) => (
        <div>
          <Link component="button" type="button" onClick={() => setEditing(m)} sx={{ textAlign: 'left' }}>
            {`${m.first_name} ${m.surname}`}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {m.email}
          </Typography>
        </div>
      ),
    },
    {
      key: 'type',
      label: t('configurations.team.columns.type'),
      sortField: 'type',
      render: (m) => t(`profile.types.${m.type}`),
    },
    {
      key: 'status',
      label: t('configurations.team.columns.status'),
      render: (m) =>
        m.status === 'email_confirmed' ? (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={t('configurations.team.status.email_confirmed')}
          />
        ) : (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('configurations.team.status.email_not_confirmed')}
          />
        ),
    },
    {
      key: 'clinics',
      label: t('configurations.team.columns.clinics'),
      render: (m) => names(m.clinic_ids, clinicNames),
      hideOnPhone: true,
    },
    {
      key: 'specialties',
      label: t('configurations.team.columns.specialties'),
      render: (m) => (m.type === 'professional' ? names(m.specialty_ids, specialtyNames) : '—'),
      hideOnPhone: true,
    },
    {
      key: 'active',
      label: t('configurations.team.columns.active'),
      render: (m) => t(m.active ? 'configurations.yes' : 'configurations.no'),
      hideOnPhone: true,
    },
    {
      key: 'schedule',
      label: t('configurations.schedule.open'),
      render: (m) =>
        takesAppointments(m) ? (
          <IconButton
            aria-label={t('configurations.schedule.openNamed', { name: `${m.first_name} ${m.surname}` })}
            onClick={() => setScheduling(m)}
          >
            <EventNoteOutlined />
          </IconButton>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.users')}
        actions={
          <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setEditing('new')}>
            {t('configurations.team.invite')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
          <SearchField label={t('lists.search')} value={params.q} onChange={(q) => update({ q })} />
          <TextField
            select
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('configurations.team.columns.type')}
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              update({});
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('lists.all')}</MenuItem>
            {staffTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`profile.types.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('configurations.team.columns.active')}
            value={active}
            onChange={(event) => {
              setActive(event.target.value as ActiveFilter);
              update({});
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="true">{t('lists.activeOnly')}</MenuItem>
            <MenuItem value="false">{t('lists.inactiveOnly')}</MenuItem>
            <MenuItem value="all">{t('lists.all')}</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('configurations.team.columns.clinic')}
            value={clinicId}
            onChange={(event) => {
              setClinicId(event.target.value);
              update({});
            }}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('lists.all')}</MenuItem>
            {(clinics.data ?? []).map((clinic) => (
              <MenuItem key={clinic.id} value={clinic.id}>
                {clinic.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <DataTable
          label={t('routes.users')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(m) => m.id}
          total={list.data?.total ?? 0}
          totalCapped={list.data?.total_capped}
          params={params}
          loading={list.isPending || list.isPlaceholderData}
          error={list.isError}
          emptyText={t('lists.noResults')}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(page_size) => update({ page_size })}
          onSort={toggleSort}
          muted={(m) => !m.active}
        />
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <MemberDialog
            key={editing === 'new' ? 'new' : editing.id}
            member={editing === 'new' ? null : editing}
            clinics={clinics.data ?? []}
            specialties={specialties.data ?? []}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {scheduling ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            key={scheduling.id}
            member={scheduling}
            clinics={clinics.data ?? []}
            onClose={() => setScheduling(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
