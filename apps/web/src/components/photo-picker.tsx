import { useId, useRef, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { uploadPhoto, type UploadedPhoto } from '../lib/file-uploads-api';
import { notify } from '../lib/notify';
import { checkPhoto, photoAccept } from '../lib/photo-rules';

export const defaultAvatar = '/api/default-avatar.svg';

export interface PhotoPickerProps {
  /** The current photo's URL, or null for the default picture. */
  image: string | null;
  /** The picture's text alternative ("Fotografia de …"). */
  alt: string;
  /** Called with the stored photo once the upload succeeds; may save it somewhere (a promise). */
  onUploaded: (photo: UploadedPhoto) => unknown;
  /** Removes the photo; absent → no "remove" button. */
  onRemove?: () => unknown;
  disabled?: boolean;
  size?: number;
}

/**
 * A photo with "change" and "remove": jpg/jpeg/png up to 5 MB checked before uploading (spec §5), stored
 * through POST /api/v1/file_uploads. What the stored photo becomes (the user's, a patient's) is the caller's.
 */
export function PhotoPicker({ image, alt, onUploaded, onRemove, disabled, size = 112 }: PhotoPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return; // the global handling already told the user
    if (error instanceof ApiError && error.status === 413) notify(t('photo.tooLarge'), 'error');
    else if (error instanceof ApiError && error.status === 415)
      notify(t('photo.wrongType', { name: '' }), 'error');
    else if (error instanceof ApiError && error.status === 429) notify(t('photo.tooManyPending'), 'error');
    else notify(t('photo.uploadFailed'), 'error');
  };

  const upload = useMutation({
    mutationFn: async (file: File) => onUploaded(await uploadPhoto(file)),
    onError: failed,
  });
  const remove = useMutation({ mutationFn: async () => onRemove?.(), onError: failed });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must trigger a new change
    if (!file) return;
    const problem = checkPhoto(file);
    if (problem === 'type') notify(t('photo.wrongType', { name: file.name }), 'error');
    else if (problem === 'size') notify(t('photo.tooLarge'), 'error');
    else upload.mutate(file);
  };

  const busy = upload.isPending || remove.isPending;
  const src = image ?? defaultAvatar;

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <Avatar src={src} alt={alt} sx={{ width: size, height: size, bgcolor: 'grey.300' }}>
        <img src={defaultAvatar} alt={alt} width={size} height={size} />
      </Avatar>
      {disabled ? null : (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
            <Button
              variant="outlined"
              startIcon={<PhotoCameraOutlined />}
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              {t('photo.change')}
            </Button>
            {image && onRemove ? (
              <Button variant="text" color="inherit" onClick={() => remove.mutate()} disabled={busy}>
                {t('photo.remove')}
              </Button>
            ) : null}
          </Stack>
          <Typography variant="body2" color="text.secondary" id={hintId}>
            {t('photo.hint')}
          </Typography>
          <input
            ref={input}
            type="file"
            accept={photoAccept}
            aria-label={t('photo.select')}
            aria-describedby={hintId}
            onChange={onFile}
            hidden
            data-testid="photo-input"
          />
        </Stack>
      )}
    </Stack>
  );
}
