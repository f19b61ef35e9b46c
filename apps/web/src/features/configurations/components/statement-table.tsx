import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@clinica/contracts/insurer-billing';
import { formatEuros } from '../../../lib/format';
import { formatLocalDay, formatMonth } from '../billing-month';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The month's sessions still to bill: one row each, the insurer's part, and the total. */
export function StatementTable({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  // At 390 px the table scrolls inside its box rather than cutting its columns off.
  return (
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table
        size="small"
        aria-label={t('configurations.insurerBilling.statement.tableOf', {
          month: formatMonth(statement.month),
        })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('configurations.insurerBilling.statement.date')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.statement.time')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.statement.patient')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.statement.insuranceNumber')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.statement.service')}</TableCell>
            <TableCell>{t('configurations.insurerBilling.statement.professional')}</TableCell>
            <TableCell align="right">{t('insurance.insurerPart')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.lines.map((line) => (
            <TableRow key={line.appointment_id}>
              <TableCell sx={nowrap}>{formatLocalDay(line.date)}</TableCell>
              <TableCell sx={nowrap}>{line.time.slice(0, 5)}</TableCell>
              <TableCell>{line.patient.name}</TableCell>
              <TableCell sx={nowrap}>{line.insurance_number ?? '—'}</TableCell>
              <TableCell>{line.service.name}</TableCell>
              <TableCell>{line.professional.name}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatEuros(line.insurer_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={6} sx={{ fontWeight: 600 }}>
              {t('configurations.insurerBilling.statement.total', { count: statement.lines.length })}
            </TableCell>
            <TableCell align="right" sx={{ ...nowrap, fontWeight: 600 }} data-statement-total>
              {formatEuros(statement.total_cents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/** The documents already issued to the insurer for the month's sessions. */
export function StatementDocuments({ documents }: { documents: Statement['documents'] }) {
  const { t } = useTranslation();
  if (documents.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('configurations.insurerBilling.statement.noDocuments')}
      </Typography>
    );
  return (
    <Box
      component="ul"
      sx={{ pl: 3, my: 0 }}
      aria-label={t('configurations.insurerBilling.statement.documents')}
    >
      {documents.map((d) => (
        <li key={d.id}>
          <Link component={RouterLink} to={`/invoices/${d.id}`}>
            {d.invoice_no ?? t('configurations.insurerBilling.draft')}
          </Link>
          {` · ${formatLocalDay(d.invoice_date)} · ${formatEuros(d.gross_cents)}`}
        </li>
      ))}
    </Box>
  );
}
