import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { getMemberCalendarFeed, revokeMemberCalendarFeed } from '../api/team';
import { configurationsKeys } from '../keys';

/**
 * A manager revokes a team member's calendar link (a lost phone, someone leaving); only the member can
 * make a new one, on their profile (docs/decisions/012-ical-feed.md).
 */
export function MemberCalendarFeed({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = configurationsKeys.calendarFeed(userId);
  const status = useQuery({ queryKey: key, queryFn: ({ signal }) => getMemberCalendarFeed(userId, signal) });
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeMemberCalendarFeed(userId),
    onSuccess: (feed) => {
      queryClient.setQueryData(key, feed);
      notify(t('configurations.team.calendarFeedRevoked'), 'success');
    },
    onError: (error) => showSaveError(error, t),
    onSettled: () => setConfirming(false),
  });

  if (!status.isSuccess) return null;
  return (
    <section aria-labelledby="member-calendar-feed-title">
      <Typography
        variant="subtitle1"
        component="h3"
        id="member-calendar-feed-title"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {t('configurations.team.calendarFeed')}
      </Typography>
      {status.data.active ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('configurations.team.calendarFeedActive')}
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {t('configurations.team.revokeCalendarFeed')}
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('configurations.team.calendarFeedNone')}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('configurations.team.revokeCalendarFeedTitle', { name })}
        body={t('configurations.team.revokeCalendarFeedBody', { name })}
        confirmLabel={t('configurations.team.revokeCalendarFeed')}
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
