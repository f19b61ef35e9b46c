import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Service, ServiceKind } from '@clinica/contracts/catalogue';
import { BatchDeleteButton } from '../../../components/batch-delete-button';
import { DataTable, type Column } from '../../../components/data-table';
import { activeOptions, FilterSelect, NewButton } from '../../../components/list-toolbar';
import { useListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useRowSelection } from '../../../components/row-selection';
import { SearchField } from '../../../components/search-field';
import { formatEuros } from '../../../lib/format';
import { listQuery, useListParams } from '../../../lib/list-params';
import { hasPermission, useUser } from '../../../lib/session';
import { deleteServices, listServices, listSpecialtyOptions } from '../api/services';
import { useTaxRegion } from '../../../lib/session';
import { taxLabel } from '../components/tax-label';
import { servicesKeys } from '../keys';

type ActiveFilter = 'true' | 'false' | 'all';
// The contract's kinds, written out: importing the contract module would load zod and the phone
// metadata on a page that validates nothing (the type keeps the two in step).
const serviceKinds: readonly ServiceKind[] = ['session', 'product'];

/**
 * The services catalogue (spec §2 /services): server-side pages, sorting, search and filters. `aside`
 * is what app/ composes above the list (the stock feature's «Stock baixo»).
 */
export function ServicesPage({ aside }: { aside?: ReactNode } = {}) {
  const { t } = useTranslation();
  const user = useUser();
  const region = useTaxRegion();
  const canCreate = hasPermission(user, 'services', 'create');
  const canDelete = hasPermission(user, 'services', 'delete');
  const listParams = useListParams({ sort: 'name' });
  const { params, update } = listParams;
  const [active, setActive] = useState<ActiveFilter>('true');
  const [kind, setKind] = useState('');
  const [specialtyId, setSpecialtyId] = useState('');
  const query = {
    ...listQuery(params),
    active,
    ...(kind ? { kind } : {}),
    ...(specialtyId ? { specialty_id: specialtyId } : {}),
  };
  const table = useListTable(listParams, servicesKeys.list(query), (signal) => listServices(query, signal));
  const specialties = useQuery({
    queryKey: servicesKeys.specialtyOptions,
    queryFn: ({ signal }) => listSpecialtyOptions(signal),
    select: (data) => data.items,
  });
  const selection = useRowSelection(table.rows, JSON.stringify([params.q, active, kind, specialtyId]));
  // The filters are the page's own (not in the address): a change starts again from page 1.
  const filter = (change: () => void) => {
    change();
    update({});
  };

  const columns: Column<Service>[] = [
    ...(canDelete
      ? [selection.column(t('services.selectPage'), (s) => t('services.selectOne', { name: s.name }))]
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
    { key: 'tax', label: t('services.fields.tax'), render: (s) => taxLabel(t, region, s), hideOnPhone: true },
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
        actions={canCreate ? <NewButton to="/services/new">{t('services.new')}</NewButton> : undefined}
      />
      <Stack spacing={2}>
        {aside}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
          <SearchField label={t('lists.search')} value={params.q} onChange={(q) => update({ q })} />
          <FilterSelect
            label={t('services.filters.status')}
            value={active}
            onChange={(value) => filter(() => setActive(value as ActiveFilter))}
            options={activeOptions(t)}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            label={t('services.fields.kind')}
            value={kind}
            onChange={(value) => filter(() => setKind(value))}
            allLabel={t('lists.all')}
            options={serviceKinds.map((value) => ({ value, label: t(`services.kinds.${value}`) }))}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            label={t('services.fields.specialty_id')}
            value={specialtyId}
            onChange={(value) => filter(() => setSpecialtyId(value))}
            allLabel={t('lists.all')}
            options={(specialties.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            sx={{ minWidth: 200 }}
          />
        </Stack>
        <BatchDeleteButton
          selection={selection}
          remove={deleteServices}
          invalidate={servicesKeys.all}
          label={(count) => t('services.deleteSelected', { count })}
          title={(count) => t('services.deleteSelectedTitle', { count })}
          body={() => t('services.deleteBody')}
          done={(answer) =>
            t('services.batchDeleted', {
              deleted: answer.deleted.length,
              deactivated: answer.deactivated.length,
            })
          }
        />
        <DataTable
          label={t('routes.services')}
          columns={columns}
          emptyText={t(
            params.q || kind || specialtyId || active !== 'true' ? 'lists.noResults' : 'services.empty',
          )}
          muted={(s) => !s.active}
          {...table}
        />
      </Stack>
    </>
  );
}
