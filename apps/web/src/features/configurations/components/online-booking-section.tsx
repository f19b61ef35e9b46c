import { lazy, Suspense, useEffect } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { appointmentRequestMessages } from '@clinica/contracts/appointment-requests';
import { translateMessage } from '../../../lib/validation-messages';
import { getOnlineBooking, saveOnlineBooking } from '../api/online-booking';
import { configurationsKeys } from '../keys';
import {
  bookingOfValues,
  onlineBookingSchema,
  slotSteps,
  valuesOfBooking,
  type OnlineBookingValues,
} from '../online-booking-form';
import { BookingChoices } from './booking-choices';
import { SettingSelect, SettingSwitch, useTenantSettings } from './tenant-settings';

// The link, its copy button and the QR code (the qrcode library) load apart from the account page.
const BookingLink = lazy(async () => ({ default: (await import('./booking-link')).BookingLink }));

const source = { key: configurationsKeys.onlineBooking, fetch: getOnlineBooking };
const fields = ['slug', 'service_ids', 'room_service_ids', 'professional_ids'] as const;

/** The contract's slug messages in the interface's language. */
function slugMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === appointmentRequestMessages.slugInvalid) return t('configurations.booking.slugInvalid');
  if (message === appointmentRequestMessages.slugTaken) return t('configurations.booking.slugTaken');
  return translateMessage(t, message);
}

/**
 * The account page's «Marcações online» (issue 48, decision 043): the public page's address, on/off,
 * its rules, which services (and which need a room) and professionals it offers; then its link and QR
 * code, from what is saved. Its own form and Save; `onDirty` lets the page's leave guard cover it.
 */
export function OnlineBookingSection({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const form = useForm<OnlineBookingValues>({
    resolver: zodResolver(onlineBookingSchema),
    defaultValues: valuesOfBooking({
      slug: null,
      enabled: false,
      min_notice_minutes: 120,
      horizon_days: 60,
      slot_minutes: 15,
      confirm_email: false,
      service_ids: [],
      room_service_ids: [],
      professional_ids: [],
    }),
  });
  const { register, control, formState } = form;
  const { tenant: settings, card } = useTenantSettings({
    form,
    source,
    valuesOf: valuesOfBooking,
    update: (tenantId, values) => saveOnlineBooking(tenantId, bookingOfValues(values)),
    fields,
  });
  useEffect(() => onDirty(card.dirty && !card.pending), [onDirty, card.dirty, card.pending]);
  const errors = formState.errors;
  const number = (name: 'notice_hours' | 'notice_minutes' | 'horizon_days', label: string, hint?: string) => (
    <TextField
      {...register(name)}
      label={label}
      inputMode="numeric"
      error={Boolean(errors[name])}
      helperText={translateMessage(t, errors[name]?.message) ?? hint}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="online-booking-title"
      sx={{ maxWidth: 640, mt: 3 }}
    >
      <CardContent>
        <Typography id="online-booking-title" variant="h6" component="h2">
          {t('configurations.booking.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('configurations.booking.intro')}
        </Typography>
        {card.loading ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={56} />
            <Skeleton height={40} />
          </Stack>
        ) : (
          <form noValidate onSubmit={card.onSubmit} aria-labelledby="online-booking-title">
            <Stack spacing={2.5}>
              <TextField
                {...register('slug')}
                label={t('configurations.booking.slug')}
                fullWidth
                autoCapitalize="none"
                spellCheck={false}
                error={Boolean(errors.slug)}
                helperText={slugMessage(t, errors.slug?.message) ?? t('configurations.booking.slugHint')}
              />
              <SettingSwitch
                control={control}
                name="enabled"
                label={t('configurations.booking.enabled')}
                hint={t('configurations.booking.enabledHint')}
                hintId="booking-enabled-hint"
              />
              <div role="group" aria-labelledby="booking-notice-label" aria-describedby="booking-notice-hint">
                <Typography id="booking-notice-label" sx={{ mb: 1 }}>
                  {t('configurations.booking.notice')}
                </Typography>
                <Stack direction="row" spacing={2}>
                  {number('notice_hours', t('configurations.booking.noticeHours'))}
                  {number('notice_minutes', t('configurations.booking.noticeMinutes'))}
                </Stack>
                <FormHelperText id="booking-notice-hint">
                  {t('configurations.booking.noticeHint')}
                </FormHelperText>
              </div>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {number(
                  'horizon_days',
                  t('configurations.booking.horizon'),
                  t('configurations.booking.horizonHint'),
                )}
                <div style={{ flex: 1 }}>
                  <SettingSelect
                    control={control}
                    name="slot_minutes"
                    label={t('configurations.booking.step')}
                    hint={t('configurations.booking.stepHint')}
                    options={slotSteps.map((m) => ({
                      value: String(m),
                      label: t('configurations.booking.stepOption', { minutes: m }),
                    }))}
                  />
                </div>
              </Stack>
              <SettingSwitch
                control={control}
                name="confirm_email"
                label={t('configurations.booking.confirmEmail')}
                hint={t('configurations.booking.confirmEmailHint')}
                hintId="booking-confirm-hint"
              />
              <BookingChoices control={control} errors={errors} />
              <div>
                <Button type="submit" variant="contained" disabled={card.pending}>
                  {t('editing.save')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
        {settings.data ? (
          <Suspense fallback={<Skeleton height={56} sx={{ mt: 2 }} />}>
            <BookingLink slug={settings.data.slug} enabled={settings.data.enabled} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
