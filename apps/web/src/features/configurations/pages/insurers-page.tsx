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
import type { Insurer } from '@clinica/contracts/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { showSaveError } from '../../../lib/form-errors';
import { listQuery, useListParams } from '../../../lib/list-params';
import { notify } from '../../../lib/notify';
import { deleteInsurer, listInsurers } from '../api/catalogue';
import { configurationsKeys } from '../keys';

// The form (zod schemas, phone numbers) loads when the dialog opens, not with the list.
const InsurerDialog = lazy(() =>
  import('../components/insurer-dialog').then((m) => ({ default: m.InsurerDialog })),
);

/** Insurers the clinic works with (patients refer to them). */
export function InsurersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { params, update, toggleSort } = useListParams({ sort: 'name' });
  const query = listQuery(params);
  const list = useQuery({
    queryKey: configurationsKeys.insurers.list(query),
    queryFn: ({ signal }) => listInsurers(query, signal),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Insurer | 'new' | null>(null);
  const [removing, setRemoving] = useState<Insurer | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteInsurer(id),
    onSuccess: async (answer) => {
      setRemoving(null);
      notify(
        t(
          answer.result === 'deactivated'
            ? 'configurations.insurers.deactivated'
            : 'configurations.insurers.deleted',
        ),
        'success',
      );
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.insurers.all });
    },
    onError: (error) => {
      setRemoving(null);
      showSaveError(error, t);
    },
  });

  const columns: Column<Insurer>[] = [
    { key: 'name', label: t('configurations.insurers.name'), sortField: 'name', render: (i) => i.name },
    { key: 'nif', label: t('configurations.insurers.nif'), render: (i) => i.nif ?? '—', hideOnPhone: true },
    {
      key: 'contact',
      label: t('configurations.insurers.contact'),
      render: (i) => i.contact ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'email',
      label: t('configurations.insurers.email'),
      render: (i) => i.email ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'phone',
      label: t('configurations.insurers.phone'),
      render: (i) => i.phone ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'actions',
      label: t('configurations.actions'),
      align: 'right',
      render: (i) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title={t('editing.edit')}>
            <IconButton aria-label={t('editing.editNamed', { name: i.name })} onClick={() => setEditing(i)}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('editing.delete')}>
            <IconButton
              aria-label={t('editing.deleteNamed', { name: i.name })}
              onClick={() => setRemoving(i)}
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
        title={t('routes.insurers')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('configurations.insurers.new')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <SearchField label={t('lists.search')} value={params.q} onChange={(q) => update({ q })} />
        <DataTable
          label={t('routes.insurers')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(i) => i.id}
          total={list.data?.total ?? 0}
          params={params}
          loading={list.isPending || list.isPlaceholderData}
          error={list.isError}
          emptyText={t(params.q ? 'lists.noResults' : 'configurations.insurers.empty')}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(page_size) => update({ page_size })}
          onSort={toggleSort}
        />
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <InsurerDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('configurations.insurers.deleteTitle', { name: removing?.name ?? '' })}
        body={t('configurations.insurers.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
