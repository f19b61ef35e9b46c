import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Specialty } from '@clinica/contracts/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { showSaveError } from '../../../lib/form-errors';
import { listQuery, useListParams } from '../../../lib/list-params';
import { notify } from '../../../lib/notify';
import { deleteSpecialty, listSpecialties } from '../api/catalogue';
import { configurationsKeys } from '../keys';

// The form (zod schemas) loads when the dialog opens, not with the list.
const SpecialtyDialog = lazy(() =>
  import('../components/specialty-dialog').then((m) => ({ default: m.SpecialtyDialog })),
);

/** Specialties of the clinic (physiotherapy, osteopathy…): professionals and services refer to them. */
export function SpecialtiesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { params, update, toggleSort } = useListParams({ sort: 'name' });
  const query = listQuery(params);
  const list = useQuery({
    queryKey: configurationsKeys.specialties.list(query),
    queryFn: ({ signal }) => listSpecialties(query, signal),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Specialty | 'new' | null>(null);
  const [removing, setRemoving] = useState<Specialty | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteSpecialty(id),
    onSuccess: async () => {
      setRemoving(null);
      notify(t('configurations.specialties.deleted'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.specialties.all });
    },
    onError: (error) => {
      setRemoving(null);
      showSaveError(error, t);
    },
  });

  const columns: Column<Specialty>[] = [
    { key: 'name', label: t('configurations.specialties.name'), sortField: 'name', render: (s) => s.name },
    {
      key: 'actions',
      label: t('configurations.actions'),
      align: 'right',
      render: (s) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title={t('editing.edit')}>
            <IconButton aria-label={t('editing.editNamed', { name: s.name })} onClick={() => setEditing(s)}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('editing.delete')}>
            <IconButton
              aria-label={t('editing.deleteNamed', { name: s.name })}
              onClick={() => setRemoving(s)}
            >
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.specialties')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('configurations.specialties.new')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <SearchField label={t('lists.search')} value={params.q} onChange={(q) => update({ q })} />
        <DataTable
          label={t('routes.specialties')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(s) => s.id}
          total={list.data?.total ?? 0}
          params={params}
          loading={list.isPending || list.isPlaceholderData}
          error={list.isError}
          emptyText={t(params.q ? 'lists.noResults' : 'configurations.specialties.empty')}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(page_size) => update({ page_size })}
          onSort={toggleSort}
        />
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <SpecialtyDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('configurations.specialties.deleteTitle', { name: removing?.name ?? '' })}
        body={t('configurations.specialties.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
