import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { Fact, FactList } from '../../../components/fact-list';
import { PayerLink } from '../../../components/payer-name';
import { formatDate, formatEuros, formatTime } from '../../../lib/format';
import { customerNif, formatDay } from '../labels';

/** `YYYY-MM-DDThh:mm:ss` as the clinic signed it (local, no zone): dd/mm/yyyy hh:mm:ss. */
const localInstant = (value: string) => `${formatDay(value.slice(0, 10))} ${value.slice(11, 19)}`;

/**
 * What identifies a document: number, ATCUD, dates, status, customer, and its links — the document an
 * NC credits, the NCs that credit it, why it was cancelled.
 */
export function DocumentFacts({ document: d, timeZone }: { document: InvoicingDocument; timeZone?: string }) {
  const { t } = useTranslation();
  const address = [d.customer.address, [d.customer.postal_code, d.customer.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <FactList>
      <Fact label={t('invoices.fields.type')}>{t(`invoices.types.${d.type}`)}</Fact>
      {d.invoice_no ? <Fact label={t('invoices.fields.number')}>{d.invoice_no}</Fact> : null}
      {d.atcud ? <Fact label={t('invoices.fields.atcud')}>{d.atcud}</Fact> : null}
      {d.invoice_date ? <Fact label={t('invoices.fields.date')}>{formatDay(d.invoice_date)}</Fact> : null}
      {d.system_entry_date ? (
        <Fact label={t('invoices.fields.systemEntry')}>{localInstant(d.system_entry_date)}</Fact>
      ) : null}
      {d.issued_by ? <Fact label={t('invoices.fields.issuedBy')}>{d.issued_by.name}</Fact> : null}
      <Fact label={t('invoices.fields.status')}>{t(`invoices.statuses.${d.status}`)}</Fact>
      {d.patient ? <Fact label={t('invoices.fields.patient')}>{d.patient.name}</Fact> : null}
      {d.insurer ? (
        <Fact label={t('invoices.fields.insurer')}>
          <PayerLink payer={d} />
        </Fact>
      ) : null}
      <Fact label={t('invoices.customer.title')}>
        {[d.customer.name, `${t('invoices.customer.nif')}: ${customerNif(t, d.customer.nif)}`, address]
          .filter(Boolean)
          .join('\n')}
      </Fact>
      {d.credited_document ? (
        <Fact label={t('invoices.credit.credits')}>
          <Link component={RouterLink} to={`/invoices/${d.credited_document.id}`}>
            {d.credited_document.invoice_no ?? t('invoices.statuses.D')}
          </Link>
        </Fact>
      ) : null}
      {d.credit_reason ? <Fact label={t('invoices.credit.reason')}>{d.credit_reason}</Fact> : null}
      {d.credit_notes.length ? (
        <Fact label={t('invoices.credit.notes')}>
          {d.credit_notes.map((nc, i) => (
            <span key={nc.id}>
              {i ? '\n' : ''}
              <Link component={RouterLink} to={`/invoices/${nc.id}`}>
                {nc.invoice_no ?? t('invoices.statuses.D')}
              </Link>
              {` (${formatEuros(nc.gross_cents)})`}
            </span>
          ))}
        </Fact>
      ) : null}
      {d.status === 'A' ? (
        <Fact label={t('invoices.cancel.reason')}>
          {[
            d.cancel_reason,
            d.cancelled_at
              ? `${formatDate(d.cancelled_at, timeZone)} ${formatTime(d.cancelled_at, timeZone)}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Fact>
      ) : null}
      {d.notes ? <Fact label={t('invoices.fields.notes')}>{d.notes}</Fact> : null}
    </FactList>
  );
}
