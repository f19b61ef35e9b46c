import { Suspense, useState, type ComponentType } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@clinica/contracts/common';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { NewButton } from '../../../components/list-toolbar';
import { useListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { showSaveError } from '../../../lib/form-errors';
import { listQuery, useListParams } from '../../../lib/list-params';
import { notify } from '../../../lib/notify';

interface Named {
  id: string;
  name: string;
}

export interface CatalogueDialogProps<T> {
  editing: T | 'new';
  onClose: () => void;
}

export interface CataloguePageProps<T extends Named> {
  /** `routes.<x>`: the page title and the table's label. */
  titleKey: string;
  /** `configurations.<x>`: holds `new`, `name`, `empty`, `deleted`, `deactivated`, `deleteTitle`, `deleteBody`. */
  messages: string;
  keys: { all: readonly unknown[]; list: (query: Record<string, unknown>) => readonly unknown[] };
  list: (query: Record<string, string | number>, signal?: AbortSignal) => Promise<ListResponse<T>>;
  remove: (id: string) => Promise<{ result?: 'deleted' | 'deactivated' } | unknown>;
  /** Where the name leads (a record's own page), if it has one. */
  nameHref?: (row: T) => string;
  /** Columns between the name and the actions. */
  columns?: Column<T>[];
  /** The create/edit dialog, lazily loaded (its form and schemas load when it opens). */
  Dialog: ComponentType<CatalogueDialogProps<T>>;
}

/**
 * A catalogue of the clinic's set-up (specialties, insurers…): a searchable, sortable, paged list with
 * create/edit in a dialog and delete after confirming — or deactivate, when the server says records
 * still point at the entry (DESIGN §9).
 */
export function CataloguePage<T extends Named>(props: CataloguePageProps<T>) {
  const { titleKey, messages, keys, Dialog } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listParams = useListParams({ sort: 'name' });
  const { params, update } = listParams;
  const query = listQuery(params);
  const table = useListTable(listParams, keys.list(query), (signal) => props.list(query, signal));
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => props.remove(id),
    onSuccess: async (answer) => {
      setRemoving(null);
      const deactivated = (answer as { result?: string } | undefined)?.result === 'deactivated';
      notify(t(`${messages}.${deactivated ? 'deactivated' : 'deleted'}`), 'success');
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: (error) => {
      setRemoving(null);
      showSaveError(error, t);
    },
  });

  const columns: Column<T>[] = [
    {
      key: 'name',
      label: t(`${messages}.name`),
      sortField: 'name',
      render: (row) =>
        props.nameHref ? (
          <Link component={RouterLink} to={props.nameHref(row)}>
            {row.name}
          </Link>
        ) : (
          row.name
        ),
    },
    ...(props.columns ?? []),
    {
      key: 'actions',
      label: t('configurations.actions'),
      align: 'right',
      render: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title={t('editing.edit')}>
            <IconButton
              aria-label={t('editing.editNamed', { name: row.name })}
              onClick={() => setEditing(row)}
            >
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('editing.delete')}>
            <IconButton
              aria-label={t('editing.deleteNamed', { name: row.name })}
              onClick={() => setRemoving(row)}
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
        title={t(titleKey)}
        actions={<NewButton onClick={() => setEditing('new')}>{t(`${messages}.new`)}</NewButton>}
      />
      <Stack spacing={2}>
        <SearchField label={t('lists.search')} value={params.q} onChange={(q) => update({ q })} />
        <DataTable
          label={t(titleKey)}
          columns={columns}
          emptyText={t(params.q ? 'lists.noResults' : `${messages}.empty`)}
          {...table}
        />
      </Stack>
      {editing ? (
        <Suspense fallback={null}>
          <Dialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t(`${messages}.deleteTitle`, { name: removing?.name ?? '' })}
        body={t(`${messages}.deleteBody`)}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
