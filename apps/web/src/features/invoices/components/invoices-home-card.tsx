import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { RecentDocuments } from './recent-documents';

const query = { page: 1, page_size: 5 };

/** A patient's home card: their latest issued documents, each with «Descarregar PDF». */
export function InvoicesHomeCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography
          id="invoices-home-title"
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
        >
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            <ReceiptLongOutlined />
          </span>
          {t('routes.invoices')}
        </Typography>
        <RecentDocuments
          query={query}
          timeZone={timeZone}
          labelledBy="invoices-home-title"
          allHref="/dashboard/documents"
          emptyText={t('invoices.home.empty')}
        />
      </CardContent>
    </Card>
  );
}
