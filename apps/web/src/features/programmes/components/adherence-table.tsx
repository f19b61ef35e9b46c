import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatPercent } from '../../../lib/format';
import { getAdherence } from '../api/adherence';
import { programmesKeys } from '../api/keys';

/**
 * How the professional sees adherence: sessions done ÷ prescribed per week (Monday to Sunday, newest
 * last) and overall. Three narrow columns, so it fits a phone without scrolling.
 */
export function AdherenceTable({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const adherence = useQuery({
    queryKey: programmesKeys.adherence(programmeId),
    queryFn: ({ signal }) => getAdherence(programmeId, signal),
  });

  let content;
  if (adherence.isPending) content = <CircularProgress size={24} aria-label={t('app.loading')} />;
  else if (adherence.isError)
    content = <Alert severity="error">{t('programmes.adherence.loadFailed')}</Alert>;
  else if (adherence.data.weeks.length === 0)
    content = <Typography color="text.secondary">{t('programmes.adherence.empty')}</Typography>;
  else {
    const { weeks, total } = adherence.data;
    content = (
      <>
        <Typography sx={{ fontWeight: 500, mb: 1 }}>
          {t('programmes.adherence.total', {
            percent: formatPercent(total.ratio),
            done: total.done,
            prescribed: total.prescribed,
          })}
        </Typography>
        <Table size="small" aria-labelledby={titleId}>
          <caption>{t('programmes.adherence.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('programmes.adherence.week')}</TableCell>
              <TableCell align="right">{t('programmes.adherence.sessions')}</TableCell>
              <TableCell align="right">{t('programmes.adherence.ratio')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((w) => (
              <TableRow key={w.week_start}>
                <TableCell component="th" scope="row">
                  {t('programmes.adherence.range', {
                    start: formatDayMonth(w.week_start),
                    end: formatDayMonth(w.week_start, 6),
                  })}
                </TableCell>
                <TableCell align="right">
                  {t('programmes.adherence.count', { done: w.done, prescribed: w.prescribed })}
                </TableCell>
                <TableCell align="right">{formatPercent(w.ratio)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('programmes.adherence.title')}
      </Typography>
      {content}
    </section>
  );
}
