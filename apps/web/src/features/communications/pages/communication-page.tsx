import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { recipientStatuses } from '@clinica/contracts/communications';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatTime } from '../../../lib/format';
import { communicationsKeys } from '../api/keys';
import { getCommunication } from '../api/campaigns';

/** How often the page asks again while messages wait or wait for their delivery receipts. */
const POLL_MS = 3000;

/** /communications/{id} — a campaign's progress and each recipient's status, following the receipts. */
export function CommunicationPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const query = useQuery({
    queryKey: communicationsKeys.campaign(id),
    queryFn: ({ signal }) => getCommunication(id, signal),
    // Polls while something can still change: queued messages, or SMS waiting for their receipts.
    refetchInterval: (q) => {
      const d = q.state.data;
      return d && (d.progress.queued > 0 || (d.method === 'sms' && d.progress.sent > 0)) ? POLL_MS : false;
    },
  });
  const c = query.data;
  if (!c)
    return query.isError ? (
      <Alert severity="error">{t('errors.unexpected')}</Alert>
    ) : (
      <CircularProgress aria-label={t('templates.loading')} />
    );
  const total = c.recipients_count || 1;
  const done = total - c.progress.queued;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader title={`${c.template_name} — ${formatDate(c.created_at)} ${formatTime(c.created_at)}`} />
      <Typography sx={{ mb: 1 }}>
        {t(`communications.methods.${c.method}`)} · {t(`campaigns.status.${c.status}`)}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <LinearProgress
          variant="determinate"
          value={(done / total) * 100}
          aria-label={t('campaigns.progress', { done, total: c.recipients_count })}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('campaigns.progress', { done, total: c.recipients_count })}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }} data-testid="progress">
        {recipientStatuses.map((s) => (
          <Typography
            key={s}
            variant="body2"
          >{`${t(`campaigns.recipientStatus.${s}`)}: ${c.progress[s]}`}</Typography>
        ))}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('campaigns.columns.patient')}</TableCell>
              <TableCell>{t('campaigns.columns.address')}</TableCell>
              <TableCell>{t('campaigns.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.recipients.map((r) => (
              <TableRow key={r.patient_id}>
                <TableCell>{r.name}</TableCell>
                <TableCell>{r.address}</TableCell>
                <TableCell>
                  {t(`campaigns.recipientStatus.${r.status}`)}
                  {r.error ? ` — ${r.error}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
