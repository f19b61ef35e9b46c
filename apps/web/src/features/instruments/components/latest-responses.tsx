import { useId } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@clinica/contracts/instruments';
import { TableStateRow } from '../../../components/table-states';
import { formatDate, formatDecimal } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { instrumentsKeys } from '../api/keys';
import { latestResponses } from '../api/responses';
import { useText } from '../text';

/** The clinic's latest responses to one instrument: the patient (a link to their record), the date, the score. */
export function LatestResponses({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const text = useText();
  const titleId = useId();
  const timeZone = useUser()?.tenant.time_zone;
  const list = useQuery({
    queryKey: instrumentsKeys.latest(instrument.code),
    queryFn: ({ signal }) => latestResponses(instrument.code, signal),
  });
  const rows = list.data?.items ?? [];

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('instruments.latest.title')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('instruments.latest.patient')}</TableCell>
              <TableCell>{t('instruments.latest.date')}</TableCell>
              <TableCell align="right">
                {t('instruments.trend.scoreIn', { unit: text(instrument.unit) })}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRow
              columns={3}
              loading={list.isPending}
              error={list.isError}
              empty={rows.length === 0}
              emptyText={t('instruments.latest.empty')}
              onRetry={() => void list.refetch()}
            />
            {rows.map((response) => (
              <TableRow key={response.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/patients/${response.patient.id}`}>
                    {response.patient.name}
                  </Link>
                </TableCell>
                <TableCell>{formatDate(response.recorded_at, timeZone)}</TableCell>
                <TableCell align="right">{formatDecimal(response.score)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
