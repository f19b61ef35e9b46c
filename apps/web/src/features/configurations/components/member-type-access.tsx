import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffTypes, type Collaborator, type StaffType } from '@clinica/contracts/team';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { useUser } from '../../../lib/session';
import { changeUserType, deactivateCollaborator, updateCollaborator } from '../api/team';

type Confirming = 'deactivate' | 'type' | null;

/**
 * A member's type and access, in the member dialog: change the type, deactivate or reactivate — each
 * confirmed, never on oneself. `onUpdated` takes the saved member and the message to show.
 */
export function MemberTypeAndAccess({
  member: current,
  onUpdated,
}: {
  member: Collaborator;
  onUpdated: (saved: Collaborator, messageKey: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const me = useUser();
  const [newType, setNewType] = useState<StaffType>(current.type);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const isSelf = current.id === me?.id;
  const fullName = `${current.first_name} ${current.surname}`;
  const updated = async (saved: Collaborator, messageKey: string) => {
    setNewType(saved.type);
    await onUpdated(saved, messageKey);
  };
  const changeType = useMutation({
    mutationFn: () => changeUserType(current.id, newType),
    onSuccess: (saved) => updated(saved, 'configurations.team.typeChanged'),
    onError: (error) => showSaveError(error, t),
    onSettled: () => setConfirming(null),
  });
  const deactivate = useMutation({
    mutationFn: () => deactivateCollaborator(current.id),
    onSuccess: (saved) => updated(saved, 'configurations.team.deactivated'),
    onError: (error) => showSaveError(error, t),
    onSettled: () => setConfirming(null),
  });
  const reactivate = useMutation({
    mutationFn: () => updateCollaborator(current.id, { active: true }),
    onSuccess: (saved) => updated(saved, 'configurations.team.reactivated'),
    onError: (error) => showSaveError(error, t),
  });

  return (
    <>
      <section aria-labelledby="member-type-title">
        <Typography variant="subtitle1" component="h3" id="member-type-title" sx={{ fontWeight: 600, mb: 1 }}>
          {t('configurations.team.fields.type')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('configurations.team.newType')}
            value={newType}
            disabled={isSelf}
            onChange={(event) => setNewType(event.target.value as StaffType)}
            sx={{ minWidth: 220 }}
          >
            {staffTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`profile.types.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={isSelf || newType === current.type || changeType.isPending}
            onClick={() => setConfirming('type')}
          >
            {t('configurations.team.changeType')}
          </Button>
        </Stack>
        {isSelf ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('contractMessages.ownType')}
          </Typography>
        ) : null}
      </section>
      <section aria-labelledby="member-status-title">
        <Typography
          variant="subtitle1"
          component="h3"
          id="member-status-title"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {t('configurations.team.access')}
        </Typography>
        {current.active ? (
          <Button
            color="error"
            variant="outlined"
            disabled={isSelf || deactivate.isPending}
            onClick={() => setConfirming('deactivate')}
          >
            {t('configurations.team.deactivate')}
          </Button>
        ) : (
          <Button variant="outlined" disabled={reactivate.isPending} onClick={() => reactivate.mutate()}>
            {t('configurations.team.reactivate')}
          </Button>
        )}
        {isSelf ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('contractMessages.notYourself')}
          </Typography>
        ) : null}
      </section>
      <ConfirmDialog
        open={confirming === 'deactivate'}
        title={t('configurations.team.deactivateTitle', { name: fullName })}
        body={t('configurations.team.deactivateBody')}
        confirmLabel={t('configurations.team.deactivate')}
        destructive
        pending={deactivate.isPending}
        onConfirm={() => deactivate.mutate()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'type'}
        title={t('configurations.team.changeTypeTitle', { name: fullName })}
        body={t('configurations.team.changeTypeBody', {
          from: t(`profile.types.${current.type}`),
          to: t(`profile.types.${newType}`),
        })}
        confirmLabel={t('configurations.team.changeType')}
        pending={changeType.isPending}
        onConfirm={() => changeType.mutate()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
