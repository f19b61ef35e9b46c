import { lazy, Suspense, useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Reference } from '@clinica/contracts/references';
import { BatchDeleteButton } from '../../../components/batch-delete-button';
import { DataTable, type Column } from '../../../components/data-table';
import { FilterSelect, NewButton } from '../../../components/list-toolbar';
import { useListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useRowSelection } from '../../../components/row-selection';
import { SearchField } from '../../../components/search-field';
import { listQuery, useListParams } from '../../../lib/list-params';
import { hasPermission, useUser } from '../../../lib/session';
import { deleteReferences, listReferences } from '../api/references';
import { referencesKeys } from '../keys';
import { isRelationship, relationships } from '../relationships';

// The form (zod, the contract's schema) loads when the dialog opens, not with the list.
const ReferenceDialog = lazy(() =>
  import('../components/reference-dialog').then((m) => ({ default: m.ReferenceDialog })),
);

/**
 * /references: who sends patients to the clinic. Server-side pages, sorting, search and the
 * relationship filter, all kept in the address. Deactivated references (still named by patients) are
 * not listed: the server leaves them out (decision 007).
 */
export function ReferencesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canCreate = hasPermission(user, 'references', 'create');
  const canDelete = hasPermission(user, 'references', 'delete');
  const listParams = useListParams({ sort: 'name' }, { relationship: '' });
  const { params, filters, update, setFilters } = listParams;
  const relationship = isRelationship(filters.relationship) ? filters.relationship : '';
  const query = { ...listQuery(params), ...(relationship ? { relationship } : {}) };
  const table = useListTable(listParams, referencesKeys.list(query), (signal) =>
    listReferences(query, signal),
  );
  const selection = useRowSelection(table.rows, JSON.stringify([params.q, relationship]));
  const [creating, setCreating] = useState(false);

  const columns: Column<Reference>[] = [
    ...(canDelete
      ? [selection.column(t('references.selectPage'), (r) => t('references.selectOne', { name: r.name }))]
      : []),
    {
      key: 'name',
      label: t('references.fields.name'),
      sortField: 'name',
      render: (r) => (
        <Link component={RouterLink} to={`/references/${r.id}`}>
          {r.name}
        </Link>
      ),
    },
    {
      key: 'relationship',
      label: t('references.fields.relationshipShort'),
      sortField: 'relationship',
      render: (r) => t(`references.relationships.${r.relationship}`),
    },
    {
      key: 'contact',
      label: t('references.fields.contact'),
      render: (r) => r.contact ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'address',
      label: t('references.fields.address'),
      render: (r) => r.address ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'patients',
      label: t('references.fields.patients_count'),
      align: 'right',
      render: (r) => r.patients_count,
      // On a phone the name and the relationship get the room; the record lists the patients.
      hideOnPhone: true,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.references')}
        actions={
          canCreate ? (
            <NewButton onClick={() => setCreating(true)}>{t('references.new')}</NewButton>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SearchField label={t('lists.search')} value={params.q} onChange={(q) => update({ q })} />
          <FilterSelect
            label={t('references.fields.relationship')}
            value={relationship}
            onChange={(value) => setFilters({ relationship: value })}
            allLabel={t('references.allRelationships')}
            options={relationships.map((value) => ({
              value,
              label: t(`references.relationships.${value}`),
            }))}
            sx={{ minWidth: 220 }}
          />
        </Stack>
        <BatchDeleteButton
          selection={selection}
          remove={deleteReferences}
          invalidate={referencesKeys.all}
          label={(count) => t('references.deleteSelected', { count })}
          title={(count) => t('references.deleteSelectedTitle', { count })}
          body={() => t('references.deleteBody')}
          done={(answer) =>
            t('references.batchDeleted', {
              deleted: answer.deleted.length,
              deactivated: answer.deactivated.length,
            })
          }
        />
        <DataTable
          label={t('routes.references')}
          columns={columns}
          emptyText={t(params.q.trim() || relationship ? 'lists.noResults' : 'references.empty')}
          {...table}
        />
      </Stack>
      {creating ? (
        <Suspense fallback={null}>
          <ReferenceDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
