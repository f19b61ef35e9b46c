import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { listDocuments } from '../api/documents';
import { invoicesKeys } from '../api/keys';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { documentDate, documentNumber, signedGross } from '../labels';

const query = { page: 1, page_size: 5 };

/** A patient's home card: their latest issued documents, each with «Descarregar PDF». */
export function InvoicesHomeCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: invoicesKeys.list(query),
    queryFn: ({ signal }) => listDocuments(query, signal),
  });
  const pdf = useDownloadPdf();
  let content;
  if (list.isPending) content = <CircularProgress size={24} aria-label={t('app.loading')} />;
  else if (list.isError) content = <Typography color="error">{t('invoices.home.loadFailed')}</Typography>;
  else if (!list.data.items.length)
    content = <Typography color="text.secondary">{t('invoices.home.empty')}</Typography>;
  else
    content = (
      <>
        <List dense disablePadding aria-labelledby="invoices-home-title">
          {list.data.items.map((d) => (
            <ListItem
              key={d.id}
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              <div>
                <Link component={RouterLink} to={`/invoices/${d.id}`}>
                  {documentNumber(t, d)}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {[
                    documentDate(d, timeZone),
                    formatEuros(signedGross(d)),
                    t(`invoices.statuses.${d.status}`),
                  ].join(' · ')}
                </Typography>
              </div>
              {d.status === 'D' ? null : (
                <Button
                  size="small"
                  startIcon={<DownloadOutlined />}
                  onClick={() => pdf.mutate(d)}
                  disabled={pdf.isPending}
                  aria-label={t('invoices.home.downloadNamed', { number: documentNumber(t, d) })}
                  sx={{ minHeight: 44 }}
                >
                  {t('invoices.home.download')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
        {list.data.total > list.data.items.length ? (
          <Button component={RouterLink} to="/invoices" sx={{ mt: 1, minHeight: 44 }}>
            {t('invoices.home.all', { count: list.data.total })}
          </Button>
        ) : null}
      </>
    );
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
        {content}
      </CardContent>
    </Card>
  );
}
