import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Service, ServiceKind } from '@clinica/contracts/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { formatEuros } from '../../../lib/format';
import { showSaveError } from '../../../lib/form-errors';
import { listQuery, useListParams } from '../../../lib/list-params';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { deleteServices, listServices, listSpecialtyOptions } from '../api/services';
import { taxLabel } from '../components/tax-label';
import { servicesKeys } from '../keys';

type ActiveFilter = 'true' | 'false' | 'all';
// The contract's kinds, written out: importing the contract module would load zod and the phone
// metadata on a page that validates nothing (the type keeps the two in step).
const serviceKinds: readonly ServiceKind[] = ['session', 'product'];

/** The services catalogue (spec §2 /services): server-side pages, sorting, search and filters. */
export function ServicesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const canCreate = hasPermission(user, 'services', 'create');
  const canDelete = hasPermission(user, 'services', 'delete');
  const { params, update, toggleSort } = useListParams({ sort: 'name' });
  const [active, setActive] = useState<ActiveFilter>('true');
  const [kind, setKind] = useState('');
  const [specialtyId, setSpecialtyId] = useState('');
  const query = {
    ...listQuery(params),
    active,
    ...(kind ? { kind } : {}),
    ...(specialtyId ? { specialty_id: specialtyId } : {}),
  };
  const list = useQuery({
    queryKey: servicesKeys.list(query),
    queryFn: ({ signal }) => listServices(query, signal),
    placeholderData: keepPreviousData,
  });
  const specialties = useQuery({
    queryKey: servicesKeys.specialtyOptions,
    queryFn: ({ signal }) => listSpecialtyOptions(signal),
    select: (data) => data.items,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const filter = (change: () => void) => {
    change();
    setSelected([]);
    update({});
  };

  const removeSelected = useMutation({
    mutationFn: () => deleteServices(selected),
    onSuccess: async (answer) => {
      setConfirming(false);
      setSelected([]);
      notify(
        t('services.batchDeleted', {
          deleted: answer.deleted.length,
          deactivated: answer.deactivated.length,
        }),
        'success',
      );
      await queryClient.invalidateQueries({ queryKey: servicesKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      showSaveError(error, t);
    },
  });

  const rows = list.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((s) => selected.includes(s.id));
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const columns: Column<Service>[] = [
    ...(canDelete
      ? [
          {
            key: 'select',
            label: (
              <Checkbox
                size="small"
                checked={allOnPage}
                indeterminate={!allOnPage && rows.some((s) => selected.includes(s.id))}
                onChange={() =>
                  setSelected(
                    allOnPage
                      ? selected.filter((id) => !rows.some((s) => s.id === id))
                      : [...new Set([...selected, ...rows.map((s) => s.id)])],
                  )
                }
                slotProps={{ input: { 'aria-label': t('services.selectPage') } }}
              />
            ),
            render: (s: Service) => (
              <Checkbox
                size="small"
                checked={selected.includes(s.id)}
                onChange={() => toggle(s.id)}
                slotProps={{ input: { 'aria-label': t('services.selectOne', { name: s.name }) } }}
              />
            ),
          } satisfies Column<Service>,
        ]
      : []),
    {
      key: 'name',
      label: t('services.fields.name'),
      sortField: 'name',
      render: (s) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: s.colour ?? 'transparent',
              flexShrink: 0,
            }}
          />
          <Link component={RouterLink} to={`/services/${s.id}`}>
            {s.name}
          </Link>
          {s.active ? null : <Chip size="small" label={t('services.inactive')} />}
        </Stack>
      ),
    },
    {
      key: 'specialty',
      label: t('services.fields.specialty_id'),
      render: (s) => s.specialty_name ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'kind',
      label: t('services.fields.kind'),
      sortField: 'kind',
      render: (s) => t(`services.kinds.${s.kind}`),
      hideOnPhone: true,
    },
    {
      key: 'duration',
      label: t('services.fields.duration_minutes'),
      sortField: 'duration_minutes',
      align: 'right',
      render: (s) => (s.duration_minutes ? t('services.minutes', { count: s.duration_minutes }) : '—'),
      hideOnPhone: true,
    },
    { key: 'tax', label: t('services.fields.tax'), render: (s) => taxLabel(t, s), hideOnPhone: true },
    {
      key: 'price',
      label: t('services.fields.price'),
      sortField: 'price_cents',
      align: 'right',
      render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatEuros(s.price_cents)}</span>,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.services')}
        actions={
          canCreate ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/services/new">
              {t('services.new')}
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
          <SearchField
            label={t('lists.search')}
            value={params.q}
            onChange={(q) => {
              setSelected([]);
              update({ q });
            }}
          />
          <TextField
            select
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('services.filters.status')}
            value={active}
            onChange={(event) => filter(() => setActive(event.target.value as ActiveFilter))}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="true">{t('lists.activeOnly')}</MenuItem>
            <MenuItem value="false">{t('lists.inactiveOnly')}</MenuItem>
            <MenuItem value="all">{t('lists.all')}</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('services.fields.kind')}
            value={kind}
            onChange={(event) => filter(() => setKind(event.target.value))}
            sx={{ minWidth: 150 }}
          >
            <MenuItem value="">{t('lists.all')}</MenuItem>
            {serviceKinds.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`services.kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('services.fields.specialty_id')}
            value={specialtyId}
            onChange={(event) => filter(() => setSpecialtyId(event.target.value))}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('lists.all')}</MenuItem>
            {(specialties.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {canDelete && selected.length > 0 ? (
          <div>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirming(true)}
            >
              {t('services.deleteSelected', { count: selected.length })}
            </Button>
          </div>
        ) : null}
        <DataTable
          label={t('routes.services')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(s) => s.id}
          total={list.data?.total ?? 0}
          params={params}
          loading={list.isPending || list.isPlaceholderData}
          error={list.isError}
          emptyText={t(
            params.q || kind || specialtyId || active !== 'true' ? 'lists.noResults' : 'services.empty',
          )}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(page_size) => update({ page_size })}
          onSort={toggleSort}
          muted={(s) => !s.active}
        />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('services.deleteSelectedTitle', { count: selected.length })}
        body={t('services.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={removeSelected.isPending}
        onConfirm={() => removeSelected.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
