import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saftFilename, saftProblemsDetails, type SaftProblem } from '@clinica/contracts/saft';
import { PickersProvider } from '../../../components/pickers-provider';
import { ApiError } from '../../../lib/api-client';
import { downloadSaft } from '../api/saft';

/** The first day of the month before today's, in the clinic's zone (the month usually exported). */
export function previousMonth(timeZone: string, now = new Date()): Date {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  return new Date(year, month - 2, 1);
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * «Exportar SAF-T (PT)» (issue 28): a month (the previous one by default) and a button that downloads
 * the file. The server offers it only when it validates; otherwise its problems are listed here, each
 * document with the rule it breaks.
 */
export function SaftExport({ nif, timeZone }: { nif: string | null; timeZone: string }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState<Date | null>(() => previousMonth(timeZone));
  const latest = previousMonth(timeZone, new Date(Date.now() + 31 * 24 * 3600 * 1000));
  const exporting = useMutation({
    mutationFn: async (when: Date) => {
      const [year, m] = [when.getFullYear(), when.getMonth() + 1];
      return { blob: await downloadSaft(year, m), name: saftFilename(nif ?? '', year, m) };
    },
    onSuccess: ({ blob, name }) => save(blob, name),
  });
  const error = exporting.error;
  const problems: SaftProblem[] =
    error instanceof ApiError && error.status === 422
      ? (saftProblemsDetails.safeParse(error.details).data?.problems ?? [])
      : [];
  const monthError = error instanceof ApiError ? error.fields.month : undefined;
  const validMonth = month !== null && !Number.isNaN(month.getTime()) && month <= latest;

  return (
    <Paper
      component="section"
      aria-labelledby="saft-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 920, mt: 3 }}
    >
      <Typography id="saft-title" variant="h6" component="h2" gutterBottom>
        {t('configurations.saft.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('configurations.saft.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PickersProvider>
          <DatePicker
            label={t('configurations.saft.month')}
            views={['year', 'month']}
            openTo="month"
            format="MM/yyyy"
            value={month}
            maxDate={latest}
            onChange={(value) => {
              setMonth(value);
              exporting.reset();
            }}
            slotProps={{
              textField: {
                error: Boolean(monthError),
                helperText: monthError ?? t('configurations.saft.monthHint'),
              },
            }}
          />
        </PickersProvider>
        <Box sx={{ pt: { sm: 1 } }}>
          <Button
            variant="contained"
            disabled={!validMonth}
            loading={exporting.isPending}
            onClick={() => month && exporting.mutate(month)}
          >
            {t('configurations.saft.export')}
          </Button>
        </Box>
      </Stack>
      {exporting.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('configurations.saft.downloaded', { name: exporting.data.name })}
        </Alert>
      )}
      {error && !monthError && !(error instanceof ApiError && error.handled) && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          <AlertTitle>{problems.length ? t('configurations.saft.refused') : error.message}</AlertTitle>
          {problems.length > 0 && (
            <>
              <Typography variant="body2">
                {t('configurations.saft.problemsIntro', { count: problems.length })}
              </Typography>
              <Box component="ul" aria-label={t('configurations.saft.problemsLabel')} sx={{ pl: 3, mb: 0 }}>
                {problems.map((p, i) => (
                  <li key={i}>
                    <strong>{p.document}</strong>: {p.rule}
                  </li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      )}
    </Paper>
  );
}
