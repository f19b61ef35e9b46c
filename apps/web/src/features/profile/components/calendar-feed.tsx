import { useState, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextInput } from '../../../components/text-input';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import {
  calendarFeedKey,
  createMyCalendarFeed,
  fetchMyCalendarFeed,
  revokeMyCalendarFeed,
} from '../api/calendar-feed';

/**
 * "Calendário noutras aplicações": the signed-in professional's secret iCal address
 * (docs/decisions/012-ical-feed.md). Only its hash is stored, so the address is shown once, right
 * after it is made; later the user can make a new one (the old stops working) or revoke it.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => fetchMyCalendarFeed(signal),
  });
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);

  const create = useMutation({
    mutationFn: createMyCalendarFeed,
    onSuccess: (feed) => {
      setConfirming(null);
      setUrl(feed.url);
      queryClient.setQueryData(calendarFeedKey, { active: true, url: null });
      notify(t('profile.calendarFeed.created'), 'success');
    },
    onError: (error) => {
      setConfirming(null);
      showSaveError(error, t);
    },
  });
  const revoke = useMutation({
    mutationFn: revokeMyCalendarFeed,
    onSuccess: (feed) => {
      setConfirming(null);
      setUrl(null);
      queryClient.setQueryData(calendarFeedKey, feed);
      notify(t('profile.calendarFeed.revoked'), 'success');
    },
    onError: (error) => {
      setConfirming(null);
      showSaveError(error, t);
    },
  });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify(t('profile.calendarFeed.copied'), 'success');
    } catch {
      notify(t('profile.calendarFeed.copyFailed'), 'error');
    }
  };

  let body;
  if (status.isPending) body = <CircularProgress size={28} aria-label={t('app.loading')} />;
  else if (status.isError) body = <Alert severity="error">{t('profile.calendarFeed.loadError')}</Alert>;
  else if (!status.data.active)
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('profile.calendarFeed.inactive')}</Typography>
        <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
          {t('profile.calendarFeed.create')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack spacing={2}>
        {url ? (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextInput
                label={t('profile.calendarFeed.link')}
                value={url}
                inputProps={{
                  readOnly: true,
                  spellCheck: false,
                  onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select(),
                }}
              />
              <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
                {t('profile.calendarFeed.copy')}
              </Button>
            </Stack>
            <Alert severity="warning">{t('profile.calendarFeed.shownOnce')}</Alert>
          </>
        ) : (
          <Typography>{t('profile.calendarFeed.active')}</Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setConfirming('rotate')}>
            {t('profile.calendarFeed.rotate')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setConfirming('revoke')}>
            {t('profile.calendarFeed.revoke')}
          </Button>
        </Stack>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('profile.calendarFeed.intro')}</Typography>
      {body}
      <ConfirmDialog
        open={confirming === 'rotate'}
        title={t('profile.calendarFeed.rotateTitle')}
        body={t('profile.calendarFeed.rotateBody')}
        confirmLabel={t('profile.calendarFeed.rotate')}
        pending={create.isPending}
        onConfirm={() => create.mutate()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('profile.calendarFeed.revokeTitle')}
        body={t('profile.calendarFeed.revokeBody')}
        confirmLabel={t('profile.calendarFeed.revoke')}
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
