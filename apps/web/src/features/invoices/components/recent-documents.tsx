import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import { listDocuments, type DocumentsQuery } from '../api/documents';
import { invoicesKeys } from '../api/keys';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { documentDate, documentNumber, signedGross } from '../labels';

/**
 * The latest documents of a query, as a short list (number, date, total, status) with «Descarregar
 * PDF» on each issued one, and a link to them all when there are more — or, given no link (a patient's
 * own list, issue 43 §5), pages of them.
 */
export function RecentDocuments({
  query,
  timeZone,
  labelledBy,
  allHref,
  emptyText,
}: {
  query: DocumentsQuery;
  timeZone: string;
  /** The id of the heading naming the list. */
  labelledBy: string;
  /** Where «Ver todas» goes; without it the list pages through them all. */
  allHref?: string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const paged = { ...query, page };
  const list = useQuery({
    queryKey: invoicesKeys.list(paged),
    queryFn: ({ signal }) => listDocuments(paged, signal),
  });
  const pdf = useDownloadPdf();
  if (list.isPending) return <CircularProgress size={24} aria-label={t('app.loading')} />;
  if (list.isError) return <Typography color="error">{t('invoices.home.loadFailed')}</Typography>;
  if (!list.data.items.length) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <>
      <List dense disablePadding aria-labelledby={labelledBy}>
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
      {allHref && list.data.total > list.data.items.length ? (
        <Button component={RouterLink} to={allHref} sx={{ mt: 1, minHeight: 44 }}>
          {t('invoices.home.all', { count: list.data.total })}
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
