import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PatientListItem } from '@clinica/contracts/patients';
import { formatPhone } from '@clinica/contracts/phone';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { defaultAvatar } from '../../../components/photo-picker';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { showSaveError } from '../../../lib/form-errors';
import { listQuery, useListParams } from '../../../lib/list-params';
import { notify } from '../../../lib/notify';
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
  const queryClient = useQueryClient();
  const canCreate = hasPermission(user, 'patients', 'create');
  const canDelete = hasPermission(user, 'patients', 'delete');
  const canFilterInsurers = hasPermission(user, 'insurers', 'read');
  const canFilterClinics = hasPermission(user, 'clinics', 'read');
  const { params, filters, update, setFilters, toggleSort } = useListParams(
    { sort: 'name' },
    { insurer_id: '', clinic_id: '', active: 'true' },
  );
  const active = isActive(filters.active) ? filters.active : 'true';
  const query = {
    ...listQuery(params),
    active,
    ...(filters.insurer_id ? { insurer_id: filters.insurer_id } : {}),
    ...(filters.clinic_id ? { clinic_id: filters.clinic_id } : {}),
  };
  const list = useQuery({
    queryKey: patientsKeys.list(query),
    queryFn: ({ signal }) => listPatients(query, signal),
    placeholderData: keepPreviousData,
  });
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
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  const removeSelected = useMutation({
    mutationFn: () => deletePatients(selected),
    onSuccess: async (answer) => {
      setConfirming(false);
      setSelected([]);
      notify(
        answer.deactivated.length
          ? t('patients.list.batchDeactivated', {
              deleted: answer.deleted.length,
              deactivated: answer.deactivated.length,
            })
          : t('patients.list.batchDeleted', { count: answer.deleted.length }),
        'success',
      );
      await queryClient.invalidateQueries({ queryKey: patientsKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      showSaveError(error, t);
    },
  });

  const rows = list.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((p) => selected.includes(p.id));
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const nameOf = (p: PatientListItem) => `${p.first_name} ${p.surname}`;
  const filterCount = 1 + Number(canFilterInsurers) + Number(canFilterClinics);
  const filtered = Boolean(params.q || filters.insurer_id || filters.clinic_id || active !== 'true');

  const columns: Column<PatientListItem>[] = [
    ...(canDelete
      ? [
          {
            key: 'select',
            label: (
              <Checkbox
                size="small"
                checked={allOnPage}
                indeterminate={!allOnPage && rows.some((p) => selected.includes(p.id))}
                onChange={() =>
                  setSelected(
                    allOnPage
                      ? selected.filter((id) => !rows.some((p) => p.id === id))
                      : [...new Set([...selected, ...rows.map((p) => p.id)])],
                  )
                }
                slotProps={{ input: { 'aria-label': t('patients.list.selectPage') } }}
              />
            ),
            render: (p: PatientListItem) => (
              <Checkbox
                size="small"
                checked={selected.includes(p.id)}
                onChange={() => toggle(p.id)}
                slotProps={{ input: { 'aria-label': t('patients.list.selectOne', { name: nameOf(p) }) } }}
              />
            ),
          } satisfies Column<PatientListItem>,
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

  const select = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { id: string; name: string }[],
    allLabel: string,
  ) => (
    <TextField
      select
      size="small"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      label={label}
      value={value}
      onChange={(event) => {
        setSelected([]);
        onChange(event.target.value);
      }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title={t('routes.patients')}
        actions={
          canCreate ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to="/patients/add_new_patient"
            >
              {t('patients.new')}
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SearchField
            label={t('patients.list.search')}
            value={params.q}
            onChange={(q) => {
              setSelected([]);
              update({ q });
            }}
          />
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
            {canFilterInsurers
              ? select(
                  t('patients.fields.insurer_id'),
                  filters.insurer_id,
                  (insurer_id) => setFilters({ insurer_id }),
                  insurers.data ?? [],
                  t('patients.list.allInsurers'),
                )
              : null}
            {canFilterClinics
              ? select(
                  t('patients.list.clinic'),
                  filters.clinic_id,
                  (clinic_id) => setFilters({ clinic_id }),
                  clinics.data ?? [],
                  t('patients.list.allClinics'),
                )
              : null}
            <TextField
              select
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
              label={t('patients.list.status')}
              value={active}
              onChange={(event) => {
                setSelected([]);
                setFilters({ active: event.target.value });
              }}
            >
              <MenuItem value="true">{t('lists.activeOnly')}</MenuItem>
              <MenuItem value="false">{t('lists.inactiveOnly')}</MenuItem>
              <MenuItem value="all">{t('lists.all')}</MenuItem>
            </TextField>
          </Box>
        </Stack>
        {canDelete && selected.length > 0 ? (
          <div>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirming(true)}
            >
              {t('patients.list.deleteSelected', { count: selected.length })}
            </Button>
          </div>
        ) : null}
        <DataTable
          label={t('routes.patients')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(p) => p.id}
          total={list.data?.total ?? 0}
          params={params}
          loading={list.isPending || list.isPlaceholderData}
          error={list.isError}
          emptyText={t(filtered ? 'lists.noResults' : 'patients.list.empty')}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(page_size) => update({ page_size })}
          onSort={toggleSort}
          muted={(p) => !p.active}
          onRowClick={(p) => void navigate(`/patients/${p.id}`)}
        />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('patients.list.deleteSelectedTitle', { count: selected.length })}
        body={t('patients.list.deleteBody', { count: selected.length })}
        confirmLabel={t('editing.delete')}
        destructive
        pending={removeSelected.isPending}
        onConfirm={() => removeSelected.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
