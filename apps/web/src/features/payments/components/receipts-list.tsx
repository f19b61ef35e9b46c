import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { paymentsKeys } from '../api/keys';
import { listPayments } from '../api/payments';
import { useDownloadReceipt } from '../hooks/use-download-receipt';
import { formatDay } from '../labels';

/**
 * A patient's receipts (the server answers only their own), each as a PDF: the latest on their home
 * with a link to them all (`allHref`), or every one, a page at a time, on their own list (issue 43 §5).
 */
export function ReceiptsList({
  timeZone,
  labelledBy,
  allHref,
}: {
  timeZone: string;
  labelledBy: string;
  allHref?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = { page, page_size: 10, status: 'N' };
  const list = useQuery({
    queryKey: paymentsKeys.list(query),
    queryFn: ({ signal }) => listPayments(query, signal),
  });
  const pdf = useDownloadReceipt();
  if (list.isPending) return <CircularProgress size={24} aria-label={t('app.loading')} />;
  if (list.isError) return <Typography color="error">{t('payments.home.loadFailed')}</Typography>;
  // Ours, and those issued at InvoiceXpress (one per invoice the payment settled: decision 053).
  const receipts = list.data.items.flatMap((payment) =>
    payment.receipt
      ? [{ key: payment.id, number: payment.receipt.receipt_no, cents: payment.receipt.gross_cents, payment }]
      : payment.provider_receipts.flatMap((provider) =>
          provider.receipt_no && !provider.cancelled
            ? [
                {
                  key: `${payment.id}-${provider.document_id}`,
                  number: provider.receipt_no,
                  cents: provider.amount_cents,
                  payment,
                  provider,
                },
              ]
            : [],
        ),
  );
  if (!receipts.length) return <Typography color="text.secondary">{t('payments.home.empty')}</Typography>;
  return (
    <>
      <List dense disablePadding aria-labelledby={labelledBy}>
        {receipts.map((r) => (
          <ListItem
            key={r.key}
            disableGutters
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
          >
            <div>
              <Typography>{r.number}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${formatDay(r.payment.paid_at, timeZone)} · ${formatEuros(r.cents)}`}
              </Typography>
            </div>
            <Button
              size="small"
              startIcon={<DownloadOutlined />}
              onClick={() => pdf.mutate(r)}
              disabled={pdf.isPending}
              aria-label={t('payments.home.downloadNamed', { number: r.number })}
              sx={{ minHeight: 44 }}
            >
              {t('payments.home.download')}
            </Button>
          </ListItem>
        ))}
      </List>
      {allHref && list.data.total > list.data.items.length ? (
        <Button component={RouterLink} to={allHref} sx={{ mt: 1, minHeight: 44 }}>
          {t('payments.home.all', { count: list.data.total })}
        </Button>
      ) : null}
      {!allHref && list.data.total > list.data.page_size ? (
        <Pagination
          sx={{ mt: 1 }}
          page={page}
          count={Math.ceil(list.data.total / list.data.page_size)}
          onChange={(_, next) => setPage(next)}
        />
      ) : null}
    </>
  );
}
