import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';
import { Fact, FactList } from '../../../components/fact-list';
import { PayerLink } from '../../../components/payer-name';
import { formatDate, formatEuros, formatTime } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { formatDay, methodLabel } from '../labels';

/**
 * What a payment is: patient, date, amount, method, its receipt (ours, or those issued at InvoiceXpress:
 * decision 053), its advance (and the service it is for),
 * a compensation's NCs regularising the advances it used (decision 032), who recorded it.
 */
export function PaymentFacts({ payment: p, timeZone }: { payment: Payment; timeZone?: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const documents = hasPermission(user, 'invoicing_documents', 'read');
  return (
    <FactList>
      <Fact label={t(p.patient ? 'payments.fields.patient' : 'payments.fields.insurer')}>
        <PayerLink payer={p} patientTo={(id) => `/patients/${id}?tab=payments`} />
      </Fact>
      <Fact label={t('payments.fields.date')}>{formatDay(p.paid_at, timeZone)}</Fact>
      <Fact label={t('payments.fields.total')}>{formatEuros(p.amount_cents)}</Fact>
      <Fact label={t('payments.fields.method')}>{methodLabel(t, p.method)}</Fact>
      {p.receipt ? (
        <Fact label={t('payments.fields.receipt')}>
          {`${p.receipt.receipt_no}\n${t('payments.fields.atcud')}: ${p.receipt.atcud}`}
        </Fact>
      ) : p.provider_receipts.length ? (
        <Fact label={t('payments.fields.receipt')}>
          {p.provider_receipts
            .map((r) =>
              r.receipt_no
                ? `${r.receipt_no}\n${t('payments.fields.atcud')}: ${r.atcud ?? '—'}`
                : `${t('payments.providerReceipts.pending')} (${r.invoice_no ?? '—'})`,
            )
            .join('\n')}
        </Fact>
      ) : null}
      {p.advance ? (
        <Fact label={t('payments.fields.advance')}>
          {documents ? (
            <Link component={RouterLink} to={`/invoices/${p.advance.id}`}>
              {t('payments.detail.advanceDocument', { number: p.advance.invoice_no ?? '' })}
            </Link>
          ) : (
            t('payments.detail.advanceDocument', { number: p.advance.invoice_no ?? '' })
          )}
          {` · ${formatEuros(p.advance.gross_cents)}`}
          {p.advance_service
            ? `\n${t('payments.detail.advanceFor', { service: p.advance_service.name })}`
            : ''}
        </Fact>
      ) : null}
      {p.regularisations.length ? (
        <Fact label={t('payments.fields.regularisation')}>
          {p.regularisations.map((nc, i) => {
            const text = t('payments.detail.regularisationDocument', { number: nc.invoice_no ?? '' });
            return (
              <span key={nc.id}>
                {i ? '\n' : ''}
                {documents ? (
                  <Link component={RouterLink} to={`/invoices/${nc.id}`}>
                    {text}
                  </Link>
                ) : (
                  text
                )}
                {` · ${formatEuros(nc.gross_cents)}`}
              </span>
            );
          })}
        </Fact>
      ) : null}
      <Fact label={t('payments.fields.status')}>{t(`payments.statuses.${p.status}`)}</Fact>
      <Fact label={t('payments.fields.recordedBy')}>
        {`${p.created_by.name} · ${formatDate(p.created_at, timeZone)} ${formatTime(p.created_at, timeZone)}`}
      </Fact>
    </FactList>
  );
}
