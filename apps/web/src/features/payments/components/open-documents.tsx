import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpenDocument } from '@clinica/contracts/payments';
import { formatEuros } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { formatDay } from '../labels';

const nowrap = { whiteSpace: 'nowrap' } as const;
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The FTs the patient still owes: number (a link), date, total and what is still to pay. */
export function OpenDocuments({ documents, labelledBy }: { documents: OpenDocument[]; labelledBy: string }) {
  const { t } = useTranslation();
  const links = hasPermission(useUser(), 'invoicing_documents', 'read');
  if (!documents.length)
    return <Typography color="text.secondary">{t('payments.account.noOpen')}</Typography>;
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell>{t('payments.account.document')}</TableCell>
          <TableCell sx={wide}>{t('payments.account.date')}</TableCell>
          <TableCell align="right" sx={wide}>
            {t('payments.account.total')}
          </TableCell>
          <TableCell align="right">{t('payments.account.outstanding')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {documents.map((d) => (
          <TableRow key={d.id}>
            <TableCell sx={nowrap}>
              {links ? (
                <Link component={RouterLink} to={`/invoices/${d.id}`}>
                  {d.invoice_no ?? d.type}
                </Link>
              ) : (
                (d.invoice_no ?? d.type)
              )}
            </TableCell>
            <TableCell sx={wide}>{d.invoice_date ? formatDay(d.invoice_date) : '—'}</TableCell>
            <TableCell align="right" sx={{ ...nowrap, ...wide }}>
              {formatEuros(d.gross_cents)}
            </TableCell>
            <TableCell align="right" sx={nowrap}>
              {formatEuros(d.outstanding_cents)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
