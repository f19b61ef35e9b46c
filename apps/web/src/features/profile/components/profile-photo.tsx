import { useRef, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@clinica/contracts/auth';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { meQueryKey } from '../../../lib/me-api';
import { setUser } from '../../../lib/session';
import { updateProfilePhoto } from '../api/update-me';
import { uploadFile } from '../api/upload-file';
import { checkPhoto, photoAccept } from '../photo-rules';

const defaultImage = '/api/default-avatar.svg';

export function ProfilePhoto({ user }: { user: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const name = `${user.first_name} ${user.surname}`.trim();

  const saved = (me: Me, messageKey: string) => {
    queryClient.setQueryData(meQueryKey, me);
    setUser(me);
    notify(t(messageKey), 'success');
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return; // the global handling already told the user
    if (error instanceof ApiError && error.status === 413) notify(t('profile.photoTooLarge'), 'error');
    else if (error instanceof ApiError && error.status === 415)
      notify(t('profile.photoWrongType', { name: '' }), 'error');
    else notify(t('profile.photoUploadFailed'), 'error');
  };

  const upload = useMutation({
    mutationFn: async (file: File) => updateProfilePhoto((await uploadFile(file)).id),
    onSuccess: (me) => saved(me, 'profile.photoUpdated'),
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: () => updateProfilePhoto(null),
    onSuccess: (me) => saved(me, 'profile.photoRemoved'),
    onError: failed,
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must trigger a new change
    if (!file) return;
    const problem = checkPhoto(file);
    if (problem === 'type') {
      notify(t('profile.photoWrongType', { name: file.name }), 'error');
      return;
    }
    if (problem === 'size') {
      notify(t('profile.photoTooLarge'), 'error');
      return;
    }
    upload.mutate(file);
  };

  const busy = upload.isPending || remove.isPending;
  // The server answers its default picture's URL when the user has none.
  const hasOwnPhoto = Boolean(user.image) && !user.image.endsWith('/default-avatar.svg');

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <Avatar
        src={user.image || defaultImage}
        alt={t('profile.photoAlt', { name })}
        sx={{ width: 112, height: 112, bgcolor: 'grey.300' }}
      >
        <img src={defaultImage} alt={t('profile.photoAlt', { name })} width={112} height={112} />
      </Avatar>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined />}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {t('profile.changePhoto')}
          </Button>
          {hasOwnPhoto ? (
            <Button variant="text" color="inherit" onClick={() => remove.mutate()} disabled={busy}>
              {t('profile.removePhoto')}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" id="photo-hint">
          {t('profile.photoHint')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={photoAccept}
          aria-label={t('profile.photoSelect')}
          aria-describedby="photo-hint"
          onChange={onFile}
          hidden
          data-testid="photo-input"
        />
      </Stack>
    </Stack>
  );
}
