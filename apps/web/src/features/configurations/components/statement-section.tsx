import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PickersProvider } from '../../../components/pickers-provider';
import { SectionCard } from '../../../components/section-card';
import { useDownload } from '../../../lib/download';
import { formatEuros } from '../../../lib/format';
import { downloadStatement, getStatement, invoiceStatement } from '../api/insurer-billing';
import { formatMonth, monthKey } from '../billing-month';
import { showBillingError } from '../insurer-billing-messages';
import { configurationsKeys } from '../keys';
import { previousMonth } from './saft-export';
import { StatementDocuments, StatementTable } from './statement-table';

/**
 * «Mapa mensal» (issue 45): a month (the last one by default), its sessions still to bill to the insurer
 * with the insurer's part, CSV and PDF exports, «Emitir fatura» (one FT for the sessions listed) and the
 * documents already issued for the month. Managers only.
 */
export function StatementSection({ insurerId, timeZone }: { insurerId: string; timeZone: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Date | null>(() => previousMonth(timeZone));
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<InvoicingDocument | null>(null);
  const month = monthKey(picked);
  const statement = useQuery({
    queryKey: configurationsKeys.insurers.statement(insurerId, month ?? ''),
    queryFn: ({ signal }) => getStatement(insurerId, month!, signal),
    enabled: month !== null,
  });
  const download = useDownload(
    async (format: 'csv' | 'pdf') => ({
      blob: await downloadStatement(insurerId, month!, format),
      name: `mapa-${month}.${format}`,
    }),
    { onError: (error) => showBillingError(error, t) },
  );
  const invoice = useMutation({
    mutationFn: (ids: string[]) => invoiceStatement(insurerId, { month: month!, appointment_ids: ids }),
    onSuccess: (document) => {
      setConfirming(false);
      setIssued(document);
    },
    onError: (error) => {
      setConfirming(false);
      showBillingError(error, t);
    },
    // Issued or refused (a session billed meanwhile), the statement and the account are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: configurationsKeys.insurers.all }),
  });
  const data = statement.data;
  const lines = data?.lines ?? [];
  return (
    <SectionCard id="insurer-statement" title={t('configurations.insurerBilling.statement.title')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <PickersProvider>
            <DatePicker
              label={t('configurations.insurerBilling.statement.month')}
              views={['year', 'month']}
              openTo="month"
              format="MM/yyyy"
              value={picked}
              onChange={(value) => {
                setPicked(value);
                setIssued(null);
              }}
            />
          </PickersProvider>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="outlined"
            disabled={!lines.length}
            loading={download.isPending && download.variables === 'csv'}
            onClick={() => download.mutate('csv')}
          >
            {t('configurations.insurerBilling.statement.exportCsv')}
          </Button>
          <Button
            variant="outlined"
            disabled={!lines.length}
            loading={download.isPending && download.variables === 'pdf'}
            onClick={() => download.mutate('pdf')}
          >
            {t('configurations.insurerBilling.statement.exportPdf')}
          </Button>
          <Button variant="contained" disabled={!lines.length} onClick={() => setConfirming(true)}>
            {t('configurations.insurerBilling.statement.invoice')}
          </Button>
        </Stack>
        {issued ? (
          <Alert severity="success" role="status">
            {t('configurations.insurerBilling.statement.issued', { number: issued.invoice_no ?? '' })}{' '}
            <Link component={RouterLink} to={`/invoices/${issued.id}`}>
              {t('configurations.insurerBilling.statement.openDocument')}
            </Link>
          </Alert>
        ) : null}
        {statement.isPending && month ? <Skeleton variant="rounded" height={160} /> : null}
        {statement.isError ? (
          <Alert severity="error">{t('configurations.insurerBilling.statement.loadFailed')}</Alert>
        ) : null}
        {data && lines.length === 0 ? (
          <EmptyState
            title={t('configurations.insurerBilling.statement.emptyTitle', {
              month: formatMonth(data.month),
            })}
            body={t('configurations.insurerBilling.statement.emptyBody')}
          />
        ) : null}
        {data && lines.length > 0 ? <StatementTable statement={data} /> : null}
        {data ? (
          <Box>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              {t('configurations.insurerBilling.statement.documents')}
            </Typography>
            <StatementDocuments documents={data.documents} />
          </Box>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('configurations.insurerBilling.statement.confirmTitle')}
        body={t('configurations.insurerBilling.statement.confirmBody', {
          count: lines.length,
          total: formatEuros(data?.total_cents ?? 0),
          insurer: data?.insurer.fiscal_name ?? '',
          month: month ? formatMonth(month) : '',
        })}
        confirmLabel={t('configurations.insurerBilling.statement.invoice')}
        pending={invoice.isPending}
        onConfirm={() => invoice.mutate(lines.map((l) => l.appointment_id))}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
