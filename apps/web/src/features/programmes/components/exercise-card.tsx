import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProgrammeItem } from '@clinica/contracts/exercise-programmes';
import { VideoFrame } from '../../../components/video-frame';
import { doseInWords } from '../dose';

/**
 * One exercise for the patient: name, dose in words, the video (the privacy-enhanced player the API
 * gives, 16:9 at any width, loaded when scrolled to), the description and the professional's notes.
 */
export function ExerciseCard({ item }: { item: ProgrammeItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { intervention } = item;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {intervention.name}
        </Typography>
        <Typography sx={{ fontWeight: 500, fontSize: '1.1rem' }}>{doseInWords(t, item)}</Typography>
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
