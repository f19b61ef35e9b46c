import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReferenceDetail } from '@clinica/contracts/references';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { deleteReference, getReference, updateReference } from '../api/references';
import {
  ReferenceFields,
  referenceFormValues,
  showReferenceSaveError,
  useReferenceForm,
} from '../components/reference-form';
import { referencesKeys } from '../keys';

/** No such reference for this clinic: deleted or deactivated, another clinic's, or not an id at all (400). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** /references/{id}: the reference's details, editable, and the patients it sent. */
export function ReferencePage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const reference = useQuery({
    queryKey: referencesKeys.detail(id),
    queryFn: ({ signal }) => getReference(id, signal),
  });
  const canEdit = hasPermission(user, 'references', 'update');
  const canDelete = hasPermission(user, 'references', 'delete');
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const remove = useMutation({
    mutationFn: () => deleteReference(id),
    onSuccess: async (answer) => {
      setConfirmingDelete(false);
      const name = reference.data?.name ?? '';
      if (answer.result === 'deactivated') notify(t('references.deactivated', { name }), 'info');
      else notify(t('references.deleted', { name }), 'success');
      await navigate('/references');
      queryClient.removeQueries({ queryKey: referencesKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: referencesKeys.lists });
    },
    onError: (error) => {
      setConfirmingDelete(false);
      showReferenceSaveError(error, t);
    },
  });

  const backToList = (
    <Button component={RouterLink} to="/references" startIcon={<ArrowBack />}>
      {t('references.backToList')}
    </Button>
  );

  let body;
  if (reference.isPending) {
    body = <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  } else if (reference.isError && isMissing(reference.error)) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
        <EmptyState
          title={t('references.notFound')}
          body={t('references.notFoundBody')}
          icon={<SearchOff sx={{ fontSize: 48 }} />}
        />
        {backToList}
      </Stack>
    );
  } else if (reference.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void reference.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('references.loadFailed')}
      </Alert>
    );
  } else {
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ReferenceEditor
            key={reference.data.id}
            reference={reference.data}
            canEdit={canEdit}
            deleting={remove.isPending}
            backToList={backToList}
            onDelete={canDelete ? () => setConfirmingDelete(true) : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ReferredPatients reference={reference.data} />
        </Grid>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={reference.data?.name ?? t('routes.reference')} />
      {body}
      <ConfirmDialog
        open={confirmingDelete}
        title={t('references.deleteTitle', { name: reference.data?.name ?? '' })}
        body={t('references.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}

function ReferenceEditor({
  reference,
  canEdit,
  deleting,
  backToList,
  onDelete,
}: {
  reference: ReferenceDetail;
  canEdit: boolean;
  deleting: boolean;
  backToList: ReactNode;
  /** Absent for whoever may not delete references. */
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useReferenceForm(reference);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateReference>[1]) => updateReference(reference.id, body),
    onSuccess: async (saved) => {
      form.reset(referenceFormValues(saved));
      queryClient.setQueryData(referencesKeys.detail(saved.id), saved);
      notify(t('references.saved', { name: saved.name }), 'success');
      await queryClient.invalidateQueries({ queryKey: referencesKeys.lists });
    },
    onError: (error) => showReferenceSaveError(error, t, form),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('references.details')}
        </Typography>
        <form noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
          <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending && !deleting} />
          <ReferenceFields form={form} disabled={!canEdit} />
          <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}>
            {canEdit ? (
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('editing.save')}
              </Button>
            ) : null}
            {backToList}
            {onDelete ? (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutline />}
                onClick={onDelete}
                sx={{ ml: { sm: 'auto' } }}
              >
                {t('editing.delete')}
              </Button>
            ) : null}
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}

/** The active patients this reference sent, each a link to the patient's record. */
function ReferredPatients({ reference }: { reference: ReferenceDetail }) {
  const { t } = useTranslation();
  const { patients, patients_count: count } = reference;
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id={titleId}>
            {t('references.patients.title')}
            <VisuallyHidden>{` (${t('references.patients.count', { count })})`}</VisuallyHidden>
          </Typography>
          <Chip size="small" label={count} aria-hidden="true" />
        </Stack>
        {patients.length === 0 ? (
          <Typography color="text.secondary">{t('references.patients.empty')}</Typography>
        ) : (
          <List dense aria-labelledby={titleId}>
            {patients.map((p) => (
              <ListItem key={p.id} disablePadding>
                <ListItemButton component={RouterLink} to={`/patients/${p.id}`}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <PersonOutline />
                  </ListItemIcon>
                  <ListItemText primary={`${p.first_name} ${p.surname}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {count > patients.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('references.patients.more', { shown: patients.length, count })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
