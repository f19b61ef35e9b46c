import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatEuros, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { getSale, invoiceSale } from '../api/packs';
import { servicesKeys } from '../keys';

const day = (d: string) => formatDate(`${d}T12:00:00Z`);

/** /service-pack-sales/{id}: sessions used and left, the appointments that used them, its invoice and payments. */
export function ServicePackSalePage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const timeZone = user?.tenant.time_zone;
  const sale = useQuery({ queryKey: servicesKeys.sale(id), queryFn: ({ signal }) => getSale(id, signal) });
  const invoice = useMutation({
    mutationFn: () => invoiceSale(id, 'FR'),
    onSuccess: async (s) => {
      await queryClient.invalidateQueries({ queryKey: servicesKeys.packs });
      if (s.document_id) void navigate(`/invoices/${s.document_id}`);
    },
    onError: (e) => notify(e instanceof ApiError ? e.message : t('services.sales.failed'), 'error'),
  });
  const canInvoice =
    Boolean(user?.tenant.invoicing.active) &&
    hasPermission(user, 'service_pack_sales', 'create') &&
    hasPermission(user, 'invoicing_documents', 'create');

  if (sale.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  if (sale.isError)
    return (
      <>
        <PageHeader title={t('routes.servicePackSale')} />
        <Alert severity="error">{t('services.sales.notFound')}</Alert>
      </>
    );
  const s = sale.data;
  const doc = s.document;
  return (
    <>
      <PageHeader title={`${s.pack_name} — ${s.patient_name}`} />
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        <SectionCard id="sale-facts" title={t('services.sales.facts_title')}>
          <FactList>
            <Fact label={t('services.sales.patient')}>
              <Link component={RouterLink} to={`/patients/${s.patient_id}?tab=packs`}>
                {s.patient_name}
              </Link>
            </Fact>
            <Fact label={t('services.packs.fields.service')}>{s.service_name}</Fact>
            <Fact label={t('services.sales.price')}>{formatEuros(s.price_cents)}</Fact>
            <Fact label={t('services.sales.soldOn')}>{day(s.sold_on)}</Fact>
            <Fact label={t('services.sales.expiresOn')}>
              {day(s.expires_on)}
              {s.expired ? ` (${t('services.sales.status.expired')})` : ''}
            </Fact>
            <Fact label={t('services.sales.sessions')}>
              {t('services.sales.left', { left: s.sessions_left, count: s.sessions_count })}
            </Fact>
          </FactList>
        </SectionCard>
        <SectionCard id="sale-sessions" title={t('services.sales.sessionsUsed')}>
          {s.consumptions.length ? (
            <List dense disablePadding>
              {s.consumptions.map((c) => (
                <ListItem key={c.id} disableGutters divider>
                  <ListItemText
                    primary={
                      c.appointment_id && c.starts_at ? (
                        <Link component={RouterLink} to={`/appointments/${c.appointment_id}`}>
                          {`${formatDate(c.starts_at, timeZone)} ${formatTime(c.starts_at, timeZone)}`}
                        </Link>
                      ) : (
                        formatDate(c.created_at, timeZone)
                      )
                    }
                    secondary={[c.professional_name, c.state ? t(`services.sales.states.${c.state}`) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{t('services.sales.noSessions')}</Typography>
          )}
        </SectionCard>
        <SectionCard id="sale-invoice" title={t('services.sales.invoice')}>
          {doc ? (
            <Stack spacing={1}>
              <Link component={RouterLink} to={`/invoices/${doc.id}`}>
                {doc.invoice_no ?? t('services.sales.draft')}
              </Link>
              <Typography>{t('services.sales.total', { total: formatEuros(doc.gross_cents) })}</Typography>
              {doc.payments.map((p) => (
                <Typography key={p.method} variant="body2" color="text.secondary">
                  {t('services.sales.paidWith', {
                    method: t(`services.sales.methods.${p.method}`),
                    amount: formatEuros(p.amount_cents),
                  })}
                </Typography>
              ))}
            </Stack>
          ) : (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography color="text.secondary">{t('services.sales.notInvoiced')}</Typography>
              {canInvoice ? (
                <Button variant="contained" onClick={() => invoice.mutate()} disabled={invoice.isPending}>
                  {t('services.sales.invoiceButton')}
                </Button>
              ) : null}
            </Stack>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
