import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProgrammeItem } from '@clinica/contracts/exercise-programmes';
import { VideoFrame } from '../../../components/video-frame';
import { doseInWords } from '../dose';

/**
 * One exercise for the patient: its picture beside its name and dose in words, the video (the privacy-enhanced player the API
 * gives, 16:9 at any width, loaded when scrolled to), the description and the professional's notes.
 */
export function ExerciseCard({ item }: { item: ProgrammeItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { intervention } = item;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {intervention.image_url ? (
          <Box
            component="img"
            src={intervention.image_url}
            alt={t('programmes.mine.exerciseImage', { name: intervention.name })}
            loading="lazy"
            sx={{
              width: { xs: 96, sm: 128 },
              aspectRatio: '4 / 3',
              objectFit: 'contain',
              flexShrink: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'common.white',
            }}
          />
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {intervention.name}
          </Typography>
          <Typography sx={{ fontWeight: 500, fontSize: '1.1rem' }}>{doseInWords(t, item)}</Typography>
        </Box>
      </CardContent>
      {intervention.video_embed_url ? (
        <VideoFrame
          src={intervention.video_embed_url}
          title={intervention.name}
          sx={{ bgcolor: 'grey.900' }}
        />
      ) : null}
      {intervention.description || item.notes ? (
        <CardContent>
          {intervention.description ? (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {intervention.description}
            </Typography>
          ) : null}
          {item.notes ? (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('programmes.mine.exerciseNotes', { notes: item.notes })}
            </Typography>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
