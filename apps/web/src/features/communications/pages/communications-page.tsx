import Box from '@mui/material/Box';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { formatDate, formatTime } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { communicationsKeys } from '../api/keys';
import { listCommunications } from '../api/campaigns';

/** /communications — the clinic's campaigns, newest first. */
export function CommunicationsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: communicationsKeys.campaigns(page),
    queryFn: ({ signal }) => listCommunications(page, signal),
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / 25));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <PageHeader
        title={t('routes.communications')}
        actions={
          hasPermission(user, 'communications', 'create') ? (
            <Button variant="contained" component={RouterLink} to="/communications/add_new_service">
              {t('campaigns.new')}
            </Button>
          ) : null
        }
      />
      {!query.data ? (
        <CircularProgress aria-label={t('templates.loading')} />
      ) : query.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('campaigns.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('campaigns.columns.sent_at')}</TableCell>
                <TableCell>{t('campaigns.template')}</TableCell>
                <TableCell>{t('campaigns.columns.recipients')}</TableCell>
                <TableCell>{t('campaigns.columns.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.items.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/communications/${c.id}`}>
                      {`${formatDate(c.created_at)} ${formatTime(c.created_at)}`}
                    </Link>
                  </TableCell>
                  <TableCell>{`${c.template_name} (${t(`communications.methods.${c.method}`)})`}</TableCell>
                  <TableCell>{c.recipients_count}</TableCell>
                  <TableCell>{t(`campaigns.status.${c.status}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {pages > 1 ? (
        <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, p) => setPage(p)} />
      ) : null}
    </Paper>
  );
}
