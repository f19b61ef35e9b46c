import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SeriesPreview } from '@clinica/contracts/appointment-series';
import { formatDate, formatTime } from '../../../lib/format';
import { occurrenceProblemText } from '../booking-errors';

/** What creating the series would do: every occurrence, and what is wrong with it (double booking, DST…). */
export function SeriesPreviewList({
  preview,
  skipConflicts,
  onSkipConflicts,
}: {
  preview: SeriesPreview;
  skipConflicts: boolean;
  onSkipConflicts: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const tz = preview.time_zone;
  return (
    <Box>
      <Typography variant="subtitle2" component="p" aria-live="polite">
        {t('appointments.repeat.previewTitle', { count: preview.occurrences.length })}
        {' · '}
        {preview.with_problems
          ? t('appointments.repeat.previewProblems', { count: preview.with_problems })
          : t('appointments.repeat.noProblems')}
      </Typography>
      <List
        dense
        sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {preview.occurrences.map((o) => (
          <ListItem key={o.date}>
            <ListItemText
              primary={
                o.starts_at && o.ends_at
                  ? `${formatDate(o.starts_at, tz)} ${formatTime(o.starts_at, tz)}–${formatTime(o.ends_at, tz)}`
                  : o.date.split('-').reverse().join('/')
              }
              secondary={
                o.problems.length ? o.problems.map((p) => occurrenceProblemText(t, p)).join(' · ') : undefined
              }
              slotProps={{ secondary: { color: 'error' } }}
            />
          </ListItem>
        ))}
      </List>
      {preview.with_problems ? (
        <FormControlLabel
          control={<Checkbox checked={skipConflicts} onChange={(e) => onSkipConflicts(e.target.checked)} />}
          label={t('appointments.repeat.skipConflicts')}
        />
      ) : null}
    </Box>
  );
}
