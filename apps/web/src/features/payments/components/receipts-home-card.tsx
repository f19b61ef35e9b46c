import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { paymentsKeys } from '../api/keys';
import { listPayments } from '../api/payments';
import { useDownloadReceipt } from '../hooks/use-download-receipt';
import { formatDay } from '../labels';

const query = { page: 1, page_size: 10, status: 'N' };

/** A patient's home card: their latest receipts (the server answers only their own), each as a PDF. */
export function ReceiptsHomeCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: paymentsKeys.list(query),
    queryFn: ({ signal }) => listPayments(query, signal),
  });
  const pdf = useDownloadReceipt();
  const receipts = list.data?.items.filter((p) => p.receipt) ?? [];
  let body;
  if (list.isPending) body = <CircularProgress size={24} aria-label={t('app.loading')} />;
  else if (list.isError) body = <Typography color="error">{t('payments.home.loadFailed')}</Typography>;
  else if (!receipts.length)
    body = <Typography color="text.secondary">{t('payments.home.empty')}</Typography>;
  else
    body = (
      <List dense disablePadding aria-labelledby="receipts-home-title">
        {receipts.map((p) => (
          <ListItem
            key={p.id}
            disableGutters
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
          >
            <div>
              <Typography>{p.receipt!.receipt_no}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${formatDay(p.paid_at, timeZone)} · ${formatEuros(p.receipt!.gross_cents)}`}
              </Typography>
            </div>
            <Button
              size="small"
              startIcon={<DownloadOutlined />}
              onClick={() => pdf.mutate(p)}
              disabled={pdf.isPending}
              aria-label={t('payments.home.downloadNamed', { number: p.receipt!.receipt_no })}
              sx={{ minHeight: 44 }}
            >
              {t('payments.home.download')}
            </Button>
          </ListItem>
        ))}
      </List>
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography
          id="receipts-home-title"
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
        >
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            <ReceiptOutlined />
          </span>
          {t('payments.home.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
