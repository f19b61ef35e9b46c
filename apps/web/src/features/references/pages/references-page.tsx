import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Reference } from '@clinica/contracts/references';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { showSaveError } from '../../../lib/form-errors';
import { listQuery, useListParams } from '../../../lib/list-params';
import { notify } from '../../../lib/notify';
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
  const queryClient = useQueryClient();
  const canCreate = hasPermission(user, 'references', 'create');
  const canDelete = hasPermission(user, 'references', 'delete');
  const { params, filters, update, setFilters, toggleSort } = useListParams(
    { sort: 'name' },
    { relationship: '' },
  );
  const relationship = isRelationship(filters.relationship) ? filters.relationship : '';
  const query = { ...listQuery(params), ...(relationship ? { relationship } : {}) };
  const list = useQuery({
    queryKey: referencesKeys.list(query),
    queryFn: ({ signal }) => listReferences(query, signal),
    placeholderData: keepPreviousData,
  });
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  const removeSelected = useMutation({
    mutationFn: () => deleteReferences(selected),
    onSuccess: async (answer) => {
      setConfirming(false);
      setSelected([]);
      notify(
        t('references.batchDeleted', {
          deleted: answer.deleted.length,
          deactivated: answer.deactivated.length,
        }),
        'success',
      );
      await queryClient.invalidateQueries({ queryKey: referencesKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      showSaveError(error, t);
    },
  });

  const rows = list.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const columns: Column<Reference>[] = [
    ...(canDelete
      ? [
          {
            key: 'select',
            label: (
              <Checkbox
                size="small"
                checked={allOnPage}
                indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))}
                onChange={() =>
                  setSelected(
                    allOnPage
                      ? selected.filter((id) => !rows.some((r) => r.id === id))
                      : [...new Set([...selected, ...rows.map((r) => r.id)])],
                  )
                }
                slotProps={{ input: { 'aria-label': t('references.selectPage') } }}
              />
            ),
            render: (r: Reference) => (
              <Checkbox
                size="small"
                checked={selected.includes(r.id)}
                onChange={() => toggle(r.id)}
                slotProps={{ input: { 'aria-label': t('references.selectOne', { name: r.name }) } }}
              />
            ),
          } satisfies Column<Reference>,
        ]
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
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('references.new')}
            </Button>
          ) : undefined
        }
      />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
            label={t('references.fields.relationship')}
            value={relationship}
            onChange={(event) => {
              setSelected([]);
              setFilters({ relationship: event.target.value });
            }}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('references.allRelationships')}</MenuItem>
            {relationships.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`references.relationships.${value}`)}
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
              {t('references.deleteSelected', { count: selected.length })}
            </Button>
          </div>
        ) : null}
        <DataTable
          label={t('routes.references')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(r) => r.id}
          total={list.data?.total ?? 0}
          params={params}
          loading={list.isPending || list.isPlaceholderData}
          error={list.isError}
          emptyText={t(params.q.trim() || relationship ? 'lists.noResults' : 'references.empty')}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(page_size) => update({ page_size })}
          onSort={toggleSort}
        />
      </Stack>
      {creating ? (
        <Suspense fallback={null}>
          <ReferenceDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('references.deleteSelectedTitle', { count: selected.length })}
        body={t('references.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={removeSelected.isPending}
        onConfirm={() => removeSelected.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
