import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Session } from '@clinica/contracts/team';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { TableStateRow } from '../../../components/table-states';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDate, formatTime } from '../../../lib/format';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { endOtherSessions, endSession, listMySessions } from '../api/team';
import { configurationsKeys } from '../keys';
import { describeUserAgent } from '../user-agent';

/** My sessions (device, IP, last seen), ending them, and changing my password. */
export function SecurityPage() {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: configurationsKeys.sessions,
    queryFn: ({ signal }) => listMySessions(signal),
    select: (data) => data.items,
  });
  const [ending, setEnding] = useState<Session | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: configurationsKeys.sessions });

  const endOne = useMutation({
    mutationFn: (id: string) => endSession(id),
    onSuccess: async () => {
      setEnding(null);
      notify(t('configurations.security.sessionEnded'), 'success');
      await refresh();
    },
    onError: (error) => {
      setEnding(null);
      showSaveError(error, t);
    },
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async () => {
      setEndingOthers(false);
      notify(t('configurations.security.othersEnded'), 'success');
      await refresh();
    },
    onError: (error) => {
      setEndingOthers(false);
      showSaveError(error, t);
    },
  });

  const device = (session: Session) => {
    const { browser, os } = describeUserAgent(session.user_agent);
    if (browser && os) return t('configurations.security.deviceOn', { browser, os });
    return browser ?? os ?? t('configurations.security.unknownDevice');
  };
  const items = sessions.data ?? [];
  const others = items.filter((s) => !s.current).length;

  return (
    <>
      <PageHeader title={t('routes.security')} />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
            >
              <Typography variant="h6" component="h2">
                {t('configurations.security.sessions')}
              </Typography>
              <Button
                variant="outlined"
                color="error"
                disabled={others === 0}
                onClick={() => setEndingOthers(true)}
              >
                {t('configurations.security.endOthers')}
              </Button>
            </Stack>
            <TableContainer component={Paper} variant="outlined">
              <Table
                size="small"
                aria-label={t('configurations.security.sessions')}
                sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>{t('configurations.security.device')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {t('configurations.security.ip')}
                    </TableCell>
                    <TableCell>{t('configurations.security.lastSeen')}</TableCell>
                    <TableCell align="right">
                      <VisuallyHidden>{t('configurations.actions')}</VisuallyHidden>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  <TableStateRow
                    columns={4}
                    loading={sessions.isPending}
                    error={sessions.isError}
                    empty={items.length === 0}
                    emptyText={t('configurations.security.noSessions')}
                    onRetry={() => void sessions.refetch()}
                  />
                  {items.map((session) => (
                    <TableRow key={session.id}>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                          <span>{device(session)}</span>
                          {session.current ? (
                            <Chip
                              size="small"
                              color="primary"
                              label={t('configurations.security.thisSession')}
                            />
                          ) : null}
                        </Stack>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {session.ip ?? '—'}
                      </TableCell>
                      <TableCell>
                        {`${formatDate(session.last_seen_at, user?.tenant.time_zone)} ${formatTime(session.last_seen_at, user?.tenant.time_zone)}`}
                      </TableCell>
                      <TableCell align="right">
                        {session.current ? null : (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setEnding(session)}
                            sx={{ minWidth: 0 }}
                          >
                            {t('configurations.security.endSession')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" id="change-password-title" sx={{ mb: 2 }}>
              {t('profile.changePassword')}
            </Typography>
            <ChangePasswordForm email={user?.email ?? null} />
          </CardContent>
        </Card>
      </Stack>
      <ConfirmDialog
        open={ending !== null}
        title={t('configurations.security.endSessionTitle')}
        body={ending ? device(ending) : undefined}
        confirmLabel={t('configurations.security.endSession')}
        destructive
        pending={endOne.isPending}
        onConfirm={() => ending && endOne.mutate(ending.id)}
        onCancel={() => setEnding(null)}
      />
      <ConfirmDialog
        open={endingOthers}
        title={t('configurations.security.endOthersTitle')}
        body={t('configurations.security.endOthersBody', { count: others })}
        confirmLabel={t('configurations.security.endOthers')}
        destructive
        pending={endOthers.isPending}
        onConfirm={() => endOthers.mutate()}
        onCancel={() => setEndingOthers(false)}
      />
    </>
  );
}
