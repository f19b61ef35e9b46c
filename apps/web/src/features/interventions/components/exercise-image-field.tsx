import { useId, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Intervention } from '@clinica/contracts/interventions';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { checkPhoto, photoAccept } from '../../../lib/photo-rules';
import { removeInterventionImage, setInterventionImage } from '../api/interventions';
import { interventionsKeys } from '../keys';

/**
 * The exercise's picture (issue 43): what the patient sees beside the dose on the phone and on the
 * printed programme. Uploaded straight to the intervention (jpg or png up to 5 MB, checked here first
 * and again by the server); changed or removed by whoever may change the library.
 */
export function ExerciseImageField({
  intervention,
  canEdit,
}: {
  intervention: Intervention;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const saved = (next: Intervention) => {
    queryClient.setQueryData(interventionsKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: interventionsKeys.lists });
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.handled) return;
    if (error instanceof ApiError && error.status === 413) notify(t('photo.tooLarge'), 'error');
    else if (error instanceof ApiError && error.status === 415)
      notify(t('photo.wrongType', { name: '' }), 'error');
    else notify(t('interventions.image.failed'), 'error');
  };
  const upload = useMutation({
    mutationFn: (file: File) => setInterventionImage(intervention.id, file),
    onSuccess: (next) => {
      saved(next);
      notify(t('interventions.image.saved'), 'success');
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => removeInterventionImage(intervention.id),
    onSuccess: (next) => {
      saved(next);
      notify(t('interventions.image.removed'), 'success');
    },
    onError: failed,
  });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPhoto(file);
    if (problem === 'type') notify(t('photo.wrongType', { name: file.name }), 'error');
    else if (problem === 'size') notify(t('photo.tooLarge'), 'error');
    else upload.mutate(file);
  };
  const busy = upload.isPending || remove.isPending;
  const image = intervention.image_url;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('interventions.image.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {image ? (
          <Box
            component="img"
            src={image}
            alt={t('interventions.image.alt', { name: intervention.name })}
            sx={{
              width: 160,
              maxWidth: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'common.white',
            }}
          />
        ) : (
          <Typography color="text.secondary">{t('interventions.image.none')}</Typography>
        )}
        {canEdit ? (
          <Stack spacing={1}>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<AddPhotoAlternateOutlined />}
                onClick={() => input.current?.click()}
                disabled={busy}
              >
                {image ? t('interventions.image.change') : t('interventions.image.add')}
              </Button>
              {image ? (
                <Button color="inherit" onClick={() => remove.mutate()} disabled={busy}>
                  {t('interventions.image.remove')}
                </Button>
              ) : null}
            </Stack>
            <Typography id={hintId} variant="body2" color="text.secondary">
              {t('interventions.image.hint')}
            </Typography>
            <input
              ref={input}
              type="file"
              accept={photoAccept}
              aria-label={t('interventions.image.select')}
              aria-describedby={hintId}
              onChange={onFile}
              hidden
            />
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
