import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import OndemandVideo from '@mui/icons-material/OndemandVideoOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Intervention } from '@clinica/contracts/interventions';
import { BatchDeleteButton } from '../../../components/batch-delete-button';
import { DataTable, type Column } from '../../../components/data-table';
import { activeOptions, FilterSelect, NewButton } from '../../../components/list-toolbar';
import { useListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useRowSelection } from '../../../components/row-selection';
import { SearchField } from '../../../components/search-field';
import { listQuery, useListParams } from '../../../lib/list-params';
import { hasPermission, useUser } from '../../../lib/session';
import { deleteInterventions, listInterventions } from '../api/interventions';
import { interventionsKeys } from '../keys';
import { isRegion, isType, regionOptions, typeOptions } from '../options';

const activeValues = ['true', 'false', 'all'];

/**
 * /interventions: the clinic's library of exercises and other interventions. Server-side pages,
 * sorting, search and filters (type, region, a tag, active or not), all kept in the address.
 */
export function InterventionsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canCreate = hasPermission(user, 'interventions', 'create');
  const canDelete = hasPermission(user, 'interventions', 'delete');
  const listParams = useListParams({ sort: 'name' }, { active: 'true', type: '', region: '', tag: '' });
  const { params, filters, update, setFilters } = listParams;
  // A hand-edited address with an unknown value lists as if the filter were not there.
  const active = activeValues.includes(filters.active) ? filters.active : 'true';
  const type = isType(filters.type) ? filters.type : '';
  const region = isRegion(filters.region) ? filters.region : '';
  const tag = filters.tag.trim();
  const query = {
    ...listQuery(params),
    active,
    ...(type ? { type } : {}),
    ...(region ? { region } : {}),
    ...(tag ? { tag } : {}),
  };
  const table = useListTable(listParams, interventionsKeys.list(query), (signal) =>
    listInterventions(query, signal),
  );
  const selection = useRowSelection(table.rows, JSON.stringify([params.q, active, type, region, tag]));

  const columns: Column<Intervention>[] = [
    ...(canDelete
      ? [
          selection.column(t('interventions.selectPage'), (i) =>
            t('interventions.selectOne', { name: i.name }),
          ),
        ]
      : []),
    {
      key: 'name',
      label: t('interventions.fields.name'),
      sortField: 'name',
      render: (i) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={`/interventions/${i.id}`}>
            {i.name}
          </Link>
          {i.video_url ? (
            // Its title is the icon's text for a screen reader and its tooltip for a pointer.
            <OndemandVideo fontSize="small" color="action" titleAccess={t('interventions.hasVideo')} />
          ) : null}
          {i.active ? null : <Chip size="small" label={t('interventions.inactive')} />}
        </Stack>
      ),
    },
    {
      key: 'type',
      label: t('interventions.fields.type'),
      sortField: 'type',
      render: (i) => t(`interventions.types.${i.type}`),
    },
    {
      key: 'region',
      label: t('interventions.fields.region'),
      sortField: 'region',
      render: (i) => (i.region ? t(`interventions.regions.${i.region}`) : '—'),
      hideOnPhone: true,
    },
    {
      key: 'tags',
      label: t('interventions.fields.tags'),
      render: (i) =>
        i.tags.length === 0 ? (
          '—'
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {i.tags.map((value) => (
              <Chip
                key={value}
                size="small"
                variant="outlined"
                label={value}
                aria-label={t('interventions.filterByTag', { tag: value })}
                onClick={() => setFilters({ tag: value })}
              />
            ))}
          </Stack>
        ),
      hideOnPhone: true,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.interventions')}
        actions={
          canCreate ? <NewButton to="/interventions/new">{t('interventions.new')}</NewButton> : undefined
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
          <SearchField label={t('lists.search')} value={params.q} onChange={(q) => update({ q })} />
          <FilterSelect
            label={t('interventions.fields.type')}
            value={type}
            onChange={(value) => setFilters({ type: value })}
            allLabel={t('lists.all')}
            options={typeOptions.map((value) => ({ value, label: t(`interventions.types.${value}`) }))}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            label={t('interventions.fields.region')}
            value={region}
            onChange={(value) => setFilters({ region: value })}
            allLabel={t('lists.all')}
            options={regionOptions.map((value) => ({
              value,
              label: t(`interventions.regions.${value}`),
            }))}
            sx={{ minWidth: 180 }}
          />
          <FilterSelect
            label={t('interventions.filters.status')}
            value={active}
            onChange={(value) => setFilters({ active: value })}
            options={activeOptions(t)}
            sx={{ minWidth: 150 }}
          />
        </Stack>
        {tag ? (
          <Stack direction="row">
            <Chip
              label={t('interventions.tagFilter', { tag })}
              onDelete={() => setFilters({ tag: '' })}
              color="primary"
              variant="outlined"
            />
          </Stack>
        ) : null}
        <BatchDeleteButton
          selection={selection}
          remove={deleteInterventions}
          invalidate={interventionsKeys.all}
          label={(count) => t('interventions.deleteSelected', { count })}
          title={(count) => t('interventions.deleteSelectedTitle', { count })}
          body={() => t('interventions.deleteBody')}
          done={(answer) =>
            t('interventions.batchDeleted', {
              deleted: answer.deleted.length,
              deactivated: answer.deactivated.length,
            })
          }
        />
        <DataTable
          label={t('routes.interventions')}
          columns={columns}
          emptyText={t(
            params.q.trim() || type || region || tag || active !== 'true'
              ? 'lists.noResults'
              : 'interventions.empty',
          )}
          muted={(i) => !i.active}
          {...table}
        />
      </Stack>
    </>
  );
}
