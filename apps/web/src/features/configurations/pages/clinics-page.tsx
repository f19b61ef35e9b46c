import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Clinic } from '@clinica/contracts/clinics';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { showSaveError } from '../../../lib/form-errors';
import { listQuery, useListParams } from '../../../lib/list-params';
import { notify } from '../../../lib/notify';
import { deleteClinic, getClinic, listClinics } from '../api/clinics';
import { configurationsKeys } from '../keys';

// The editor's forms (zod schemas, phone numbers) load with a clinic, not with the list.
const ClinicDetailsForm = lazy(() =>
  import('../components/clinic-details-form').then((m) => ({ default: m.ClinicDetailsForm })),
);
const ClinicSpaces = lazy(() =>
  import('../components/clinic-spaces').then((m) => ({ default: m.ClinicSpaces })),
);
const ClinicHours = lazy(() =>
  import('../components/clinic-hours').then((m) => ({ default: m.ClinicHours })),
);

function useRemoveClinic(onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteClinic(id),
    onSuccess: async (answer) => {
      notify(
        t(
          answer.result === 'deactivated'
            ? 'configurations.clinics.deactivated'
            : 'configurations.clinics.deleted',
        ),
        'success',
      );
      onDone();
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.all });
    },
    onError: (error) => {
      onDone();
      showSaveError(error, t);
    },
  });
}

function RemoveClinicDialog({
  clinic,
  pending,
  onConfirm,
  onCancel,
}: {
  clinic: Clinic | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={clinic !== null}
      title={t('configurations.clinics.removeTitle', { name: clinic?.name ?? '' })}
      body={t('configurations.clinics.removeBody')}
      confirmLabel={t('editing.remove')}
      destructive
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

function ClinicList() {
  const { t } = useTranslation();
  const { params, update, toggleSort } = useListParams({ sort: 'name' });
  const query = listQuery(params);
  const list = useQuery({
    queryKey: configurationsKeys.clinics.list(query),
    queryFn: ({ signal }) => listClinics(query, signal),
    placeholderData: keepPreviousData,
  });
  const [removing, setRemoving] = useState<Clinic | null>(null);
  const remove = useRemoveClinic(() => setRemoving(null));

  const columns: Column<Clinic>[] = [
    {
      key: 'name',
      label: t('configurations.clinics.name'),
      sortField: 'name',
      render: (c) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={`?clinic=${c.id}`}>
            {c.name}
          </Link>
          {c.is_main ? <Chip size="small" label={t('configurations.clinics.main')} /> : null}
        </Stack>
      ),
    },
    { key: 'city', label: t('configurations.clinics.city'), sortField: 'city', render: (c) => c.city ?? '—' },
    {
      key: 'phone',
      label: t('configurations.clinics.phone'),
      render: (c) => c.phone ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'actions',
      label: t('configurations.actions'),
      align: 'right',
      render: (c) => (
        <Tooltip title={c.is_main ? t('configurations.clinics.mainCannotBeRemoved') : t('editing.remove')}>
          {/* The span keeps the tooltip on a disabled button. */}
          <span>
            <IconButton
              aria-label={t('configurations.clinics.removeNamed', { name: c.name })}
              disabled={c.is_main}
              onClick={() => setRemoving(c)}
            >
              <DeleteOutline />
            </IconButton>
          </span>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('routes.clinics')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="?clinic=new">
            {t('configurations.clinics.new')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <SearchField label={t('lists.search')} value={params.q} onChange={(q) => update({ q })} />
        <DataTable
          label={t('routes.clinics')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(c) => c.id}
          total={list.data?.total ?? 0}
          totalCapped={list.data?.total_capped}
          params={params}
          loading={list.isPending || list.isPlaceholderData}
          error={list.isError}
          emptyText={t(params.q ? 'lists.noResults' : 'configurations.clinics.empty')}
          onRetry={() => void list.refetch()}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(page_size) => update({ page_size })}
          onSort={toggleSort}
        />
      </Stack>
      <RemoveClinicDialog
        clinic={removing}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

function ClinicEditor({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: configurationsKeys.clinics.detail(id ?? ''),
    queryFn: ({ signal }) => getClinic(id!, signal),
    enabled: id !== null,
  });
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveClinic(() => setRemoving(false));
  const clinic = detail.data ?? null;

  return (
    <>
      <Button component={RouterLink} to="/configurations/clinics" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('configurations.clinics.backToList')}
      </Button>
      <PageHeader
        title={id === null ? t('configurations.clinics.new') : (clinic?.name ?? t('routes.clinics'))}
        actions={
          clinic ? (
            <Tooltip title={clinic.is_main ? t('configurations.clinics.mainCannotBeRemoved') : ''}>
              <span>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutline />}
                  disabled={clinic.is_main}
                  onClick={() => setRemoving(true)}
                >
                  {t('configurations.clinics.remove')}
                </Button>
              </span>
            </Tooltip>
          ) : null
        }
      />
      {id !== null && detail.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton variant="rounded" height={280} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : id !== null && detail.isError ? (
        <Alert severity="error">{t('configurations.clinics.notFound')}</Alert>
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label={t('app.loading')} />}>
          <Stack spacing={3}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('configurations.clinics.details')}
                </Typography>
                <ClinicDetailsForm
                  clinic={clinic}
                  onCreated={(created) => void navigate(`?clinic=${created.id}`, { replace: true })}
                />
              </CardContent>
            </Card>
            {clinic ? (
              <>
                <Card variant="outlined">
                  <CardContent>
                    <ClinicSpaces clinicId={clinic.id} spaces={clinic.spaces} />
                  </CardContent>
                </Card>
                <Card variant="outlined">
                  <CardContent>
                    <ClinicHours clinicId={clinic.id} schedules={clinic.schedules} />
                  </CardContent>
                </Card>
              </>
            ) : (
              <Alert severity="info">{t('configurations.clinics.saveFirst')}</Alert>
            )}
          </Stack>
        </Suspense>
      )}
      <RemoveClinicDialog
        clinic={removing ? clinic : null}
        pending={remove.isPending}
        onConfirm={() =>
          clinic &&
          remove.mutate(clinic.id, {
            onSuccess: () => void navigate('/configurations/clinics', { replace: true }),
          })
        }
        onCancel={() => setRemoving(false)}
      />
    </>
  );
}

/** Clinics: the list, and one clinic's details, rooms and opening hours (`?clinic=<id>` or `?clinic=new`). */
export function ClinicsPage() {
  const [search] = useSearchParams();
  const selected = search.get('clinic');
  if (selected === null) return <ClinicList />;
  return <ClinicEditor key={selected} id={selected === 'new' ? null : selected} />;
}
