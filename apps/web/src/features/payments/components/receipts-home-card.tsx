import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import { useTranslation } from 'react-i18next';
import { ReceiptsList } from './receipts-list';

/** A patient's home card: their latest receipts, each as a PDF, and a link to them all. */
export function ReceiptsHomeCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
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
        <ReceiptsList timeZone={timeZone} labelledBy="receipts-home-title" allHref="/dashboard/documents" />
      </CardContent>
    </Card>
  );
}
