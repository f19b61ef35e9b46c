import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clinicSpaceUpdate, spaceKinds, type ClinicSpace } from '@clinica/contracts/clinics';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { createSpace, deleteSpace, updateSpace, type SpaceBody } from '../api/clinics';
import { configurationsKeys } from '../keys';

// The contract's space fields without clinic_id (the clinic is the one on screen), all required here.
const schema = clinicSpaceUpdate.required();
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function SpaceDialog({
  clinicId,
  editing,
  onClose,
}: {
  clinicId: string;
  editing: ClinicSpace | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = editing === 'new' ? null : editing;
  const { register, control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: current?.name ?? '',
      kind: current?.kind ?? 'room',
      capacity: current?.capacity ?? 1,
    },
  });
  const save = useMutation({
    mutationFn: (values: SpaceBody) =>
      current ? updateSpace(current.id, values) : createSpace(clinicId, values),
    onSuccess: async () => {
      notify(t(current ? 'configurations.saved' : 'configurations.clinics.spaceAdded'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.detail(clinicId) });
      onClose();
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (field !== 'name' && field !== 'capacity') return false;
        setError(field, { message });
        return true;
      }),
  });
  const errors = formState.errors;
  return (
    <FormDialog
      open
      title={t(current ? 'configurations.clinics.editSpace' : 'configurations.clinics.addSpace')}
      dirty={formState.isDirty}
      pending={save.isPending}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onClose={onClose}
      maxWidth="xs"
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField
            {...register('name')}
            label={t('configurations.clinics.spaceName')}
            required
            fullWidth
            autoFocus
            error={Boolean(errors.name)}
            helperText={translateMessage(t, errors.name?.message)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <TextField {...field} select fullWidth label={t('configurations.clinics.spaceKind')}>
                {spaceKinds.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {t(`configurations.clinics.spaceKinds.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            {...register('capacity')}
            type="number"
            label={t('configurations.clinics.capacity')}
            fullWidth
            slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
            error={Boolean(errors.capacity)}
            helperText={errors.capacity ? t('configurations.clinics.capacityInvalid') : undefined}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

/** Rooms and equipment of a clinic: add, rename, remove. */
export function ClinicSpaces({ clinicId, spaces }: { clinicId: string; spaces: ClinicSpace[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ClinicSpace | 'new' | null>(null);
  const [removing, setRemoving] = useState<ClinicSpace | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteSpace(id),
    onSuccess: async () => {
      setRemoving(null);
      notify(t('configurations.clinics.spaceRemoved'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.detail(clinicId) });
    },
    onError: (error) => {
      setRemoving(null);
      showSaveError(error, t);
    },
  });
  const active = spaces.filter((s) => s.active);
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          {t('configurations.clinics.spaces')}
        </Typography>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing('new')}>
          {t('configurations.clinics.addSpace')}
        </Button>
      </Stack>
      {active.length === 0 ? (
        <Typography color="text.secondary">{t('configurations.clinics.noSpaces')}</Typography>
      ) : (
        <List dense aria-label={t('configurations.clinics.spaces')}>
          {active.map((space) => (
            <ListItem
              key={space.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <IconButton
                    aria-label={t('configurations.clinics.renameSpace', { name: space.name })}
                    onClick={() => setEditing(space)}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={t('configurations.clinics.removeSpace', { name: space.name })}
                    onClick={() => setRemoving(space)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={space.name}
                secondary={t('configurations.clinics.spaceSummary', {
                  kind: t(`configurations.clinics.spaceKinds.${space.kind}`),
                  count: space.capacity,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing ? (
        <SpaceDialog clinicId={clinicId} editing={editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('configurations.clinics.removeSpaceTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('editing.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
