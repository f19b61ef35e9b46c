import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PickersProvider } from '../../../components/pickers-provider';
import { SectionCard } from '../../../components/section-card';
import { completeDate, isoDay, parseIsoDay } from '../../../lib/days';
import { formatDate, formatEuros } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { cashClosePdfUrl, closeCashDay, getCashCloseOptions, getCashDay } from '../api/cash-close';
import { paymentsKeys } from '../api/keys';
import { CashCloseHistory } from '../components/cash-close-history';
import { CashDayTable, countedCents } from '../components/cash-day-table';
import { methodLabel } from '../labels';
import { showPaymentError } from '../payment-messages';

/**
 * /payments/cash-close — «Fecho de caixa» (issue 38): pick the clinic, the user (a manager anyone, the
 * front desk themselves) and the day; the day's movements by method, the counted amounts, the
 * difference, «Fechar o dia» after a confirmation; a closed day shows its stored figures and PDF; the
 * clinic's past closes below.
 */
export function CashClosePage() {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey: [...paymentsKeys.all, 'cash-close-options'],
    queryFn: ({ signal }) => getCashCloseOptions(signal),
  });
  const [picked, setPicked] = useState<{ clinic?: string; user?: string; day?: string }>({});
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const o = options.data;
  const clinicId = picked.clinic ?? o?.default_clinic_id ?? '';
  const userId = picked.user ?? user?.id ?? '';
  const day = picked.day ?? o?.today ?? '';
  const query = { clinic_id: clinicId, user_id: userId, day };
  const cashDay = useQuery({
    queryKey: [...paymentsKeys.all, 'cash-day', query],
    queryFn: ({ signal }) => getCashDay(query, signal),
    enabled: Boolean(clinicId && userId && day),
  });
  const d = cashDay.data;
  const close = useMutation({
    mutationFn: closeCashDay,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
      notify(t('payments.cashClose.closed'), 'success');
      setConfirming(false);
      setCounted({});
    },
    onError: (error) => {
      setConfirming(false);
      showPaymentError(error, t);
    },
  });
  const countedValues = d
    ? d.methods.map((m) => ({ method: m.method, cents: countedCents(counted[m.method]) }))
    : [];
  const invalid = countedValues.some((c) => Number.isNaN(c.cents));
  const difference = countedValues.reduce((s, c) => s + (c.cents || 0), 0) - (d?.expected_cents ?? 0);
  const submit = () =>
    close.mutate({
      ...query,
      counted: countedValues.map((c) => ({ method: c.method as never, counted_cents: c.cents })),
    });

  if (options.isPending)
    return <Skeleton variant="rounded" height={240} aria-busy="true" aria-label={t('app.loading')} />;
  return (
    <>
      <PageHeader title={t('payments.cashClose.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          label={t('payments.cashClose.clinic')}
          value={clinicId}
          onChange={(event) => setPicked((p) => ({ ...p, clinic: event.target.value }))}
          sx={{ minWidth: 200 }}
        >
          {(o?.clinics ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('payments.cashClose.user')}
          value={userId}
          onChange={(event) => setPicked((p) => ({ ...p, user: event.target.value }))}
          sx={{ minWidth: 200 }}
        >
          {(o?.users ?? []).map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.name}
            </MenuItem>
          ))}
        </TextField>
        <PickersProvider>
          <DatePicker
            label={t('payments.cashClose.day')}
            value={day ? parseIsoDay(day) : null}
            format="dd/MM/yyyy"
            disableFuture
            onChange={(next) => {
              if (completeDate(next)) setPicked((p) => ({ ...p, day: isoDay(next) }));
            }}
          />
        </PickersProvider>
      </Stack>
      {cashDay.isError ? <Alert severity="error">{t('payments.cashClose.loadFailed')}</Alert> : null}
      {d ? (
        <Stack spacing={2}>
          <SectionCard id="cash-day" title={t('payments.cashClose.title')}>
            {d.unrecorded_invoices.count ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('payments.cashClose.unrecorded', {
                  count: d.unrecorded_invoices.count,
                  amount: formatEuros(d.unrecorded_invoices.gross_cents),
                })}
              </Alert>
            ) : null}
            <CashDayTable
              day={d}
              counted={counted}
              onCount={(m, text) => setCounted((c) => ({ ...c, [m]: text }))}
            />
            {d.close ? (
              <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>
                  {t('payments.cashClose.closedBy', {
                    name: d.close.closed_by.name,
                    at: formatDate(d.close.closed_at, user?.tenant.time_zone),
                  })}
                </Typography>
                <Link href={cashClosePdfUrl(d.close.id)} download>
                  {t('payments.cashClose.pdf')}
                </Link>
              </Stack>
            ) : (
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                disabled={invalid}
                onClick={() => setConfirming(true)}
              >
                {t('payments.cashClose.close')}
              </Button>
            )}
          </SectionCard>
          <SectionCard id="cash-movements" title={t('payments.cashClose.movements')}>
            {d.movements.length ? (
              <List dense aria-labelledby="cash-movements">
                {d.movements.map((m, i) => (
                  <ListItem key={`${m.kind}-${i}`} data-movement={m.kind}>
                    {`${t(`payments.cashClose.kinds.${m.kind}`)} ${m.reference ?? ''} · ${m.patient.name} · ${methodLabel(t, m.method)} · ${formatEuros(m.amount_cents)}`}
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{t('payments.cashClose.noMovements')}</Typography>
            )}
          </SectionCard>
          <SectionCard id="cash-history" title={t('payments.cashClose.history')}>
            <CashCloseHistory clinicId={clinicId} />
          </SectionCard>
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('payments.cashClose.confirmTitle')}
        body={t('payments.cashClose.confirmBody', { difference: formatEuros(difference) })}
        confirmLabel={t('payments.cashClose.confirm')}
        pending={close.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
