import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { ScheduleException } from '@clinica/contracts/schedules';
import { formatDate, formatTime } from '../lib/format';

/** The browser's zone: the pickers that wrote these instants used it too. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "01/12/2026 09:00 – 05/12/2026 18:00" in the browser's zone. */
export function exceptionRange(e: Pick<ScheduleException, 'starts_at' | 'ends_at'>): string {
  const zone = localZone();
  const at = (iso: string) => `${formatDate(iso, zone)} ${formatTime(iso, zone)}`;
  return `${at(e.starts_at)} – ${at(e.ends_at)}`;
}

export interface ScheduleExceptionListProps {
  items: readonly ScheduleException[];
  clinicName: (id: string) => string | undefined;
  /** The instant splitting upcoming from past ones (injected for tests). */
  now?: Date;
  onEdit?: (item: ScheduleException) => void;
  onDelete?: (item: ScheduleException) => void;
}

/**
 * A professional's absences (schedule exceptions): upcoming and current ones first, soonest first;
 * past ones behind a toggle, latest first. Read-only without `onEdit`/`onDelete`. Strings: core `schedule.*`.
 */
export function ScheduleExceptionList({
  items,
  clinicName,
  now = new Date(),
  onEdit,
  onDelete,
}: ScheduleExceptionListProps) {
  const { t } = useTranslation();
  const [showPast, setShowPast] = useState(false);
  const upcoming = items
    .filter((e) => Date.parse(e.ends_at) > now.getTime())
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const past = items
    .filter((e) => Date.parse(e.ends_at) <= now.getTime())
    .sort((a, b) => b.starts_at.localeCompare(a.starts_at));

  const row = (e: ScheduleException) => {
    const reason = t(`schedule.reasons.${e.reason}`);
    const range = exceptionRange(e);
    const named = `${reason}, ${range}`;
    return (
      <Box
        component="li"
        key={e.id}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }}>{reason}</Typography>
          <Typography variant="body2">{range}</Typography>
          <Typography variant="body2" color="text.secondary">
            {e.clinic_id ? (clinicName(e.clinic_id) ?? '—') : t('schedule.allClinics')}
          </Typography>
          {e.notes ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {e.notes}
            </Typography>
          ) : null}
        </Box>
        {onEdit ? (
          <IconButton aria-label={t('editing.editNamed', { name: named })} onClick={() => onEdit(e)}>
            <EditOutlined />
          </IconButton>
        ) : null}
        {onDelete ? (
          <IconButton aria-label={t('editing.deleteNamed', { name: named })} onClick={() => onDelete(e)}>
            <DeleteOutlined />
          </IconButton>
        ) : null}
      </Box>
    );
  };

  return (
    <Stack spacing={1}>
      {upcoming.length === 0 ? (
        <Typography color="text.secondary">{t('schedule.noUpcoming')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('schedule.upcoming')}>
          {upcoming.map(row)}
        </Box>
      )}
      {past.length > 0 ? (
        <div>
          <Button
            size="small"
            onClick={() => setShowPast((v) => !v)}
            aria-expanded={showPast}
            endIcon={showPast ? <ExpandLess /> : <ExpandMore />}
          >
            {t('schedule.past', { count: past.length })}
          </Button>
          <Collapse in={showPast} unmountOnExit>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('schedule.pastList')}>
              {past.map(row)}
            </Box>
          </Collapse>
        </div>
      ) : null}
    </Stack>
  );
}
