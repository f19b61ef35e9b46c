import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredText } from '@clinica/contracts/common';
import type { Tenant } from '@clinica/contracts/tenants';
import { meQueryKey } from '../../../lib/me-api';
import { translateMessage } from '../../../lib/validation-messages';
import { updateTenant } from '../api/tenant';
import { OnlineBookingSection } from '../components/online-booking-section';
import { useClinicOptions } from '../components/options';
import {
  SettingSelect,
  SettingSwitch,
  TenantSettingsCard,
  tenantRecord,
  useTenantSettings,
} from '../components/tenant-settings';
import { configurationsKeys } from '../keys';

// The contract's tenantUpdate fields, all required on this form; '' in the select means "no main clinic".
const schema = z.object({
  name: requiredText(120),
  main_clinic_id: z.string(),
  allow_data_sharing: z.boolean(),
  noshow_unjustified_uses_pack: z.boolean(),
});
type Values = z.input<typeof schema>;

function valuesOf(tenant: Tenant): Values {
  return {
    name: tenant.name,
    main_clinic_id: tenant.main_clinic_id ?? '',
    allow_data_sharing: tenant.allow_data_sharing,
    noshow_unjustified_uses_pack: tenant.noshow_unjustified_uses_pack,
  };
}

/**
 * Account: name, main clinic, data sharing between clinics (spec §3); whether an unjustified no-show uses
 * a pack's session (issue 44); under it, the public booking page's settings (issue 48), a form of its own.
 */
export function AccountConfigPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clinics = useClinicOptions();
  // The page's one leave guard (TenantSettingsCard's) covers the booking section's edits too.
  const [bookingDirty, setBookingDirty] = useState(false);

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      main_clinic_id: '',
      allow_data_sharing: false,
      noshow_unjustified_uses_pack: true,
    },
  });
  const { register, control, formState } = form;
  const { tenant, card } = useTenantSettings({
    form,
    source: tenantRecord,
    valuesOf,
    update: (tenantId, values) =>
      updateTenant(tenantId, {
        name: values.name.trim(),
        main_clinic_id: values.main_clinic_id || null,
        allow_data_sharing: values.allow_data_sharing,
        noshow_unjustified_uses_pack: values.noshow_unjustified_uses_pack,
      }),
    fields: ['name', 'main_clinic_id'],
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.all });
      void queryClient.invalidateQueries({ queryKey: meQueryKey }); // the account name is in /me
    },
  });

  const errors = formState.errors;
  return (
    <>
      <TenantSettingsCard
        title={t('routes.account')}
        maxWidth={640}
        skeletonHeights={[56, 56, 40]}
        {...card}
        dirty={card.dirty || bookingDirty}
      >
        <TextField
          {...register('name')}
          label={t('configurations.account.name')}
          required
          fullWidth
          error={Boolean(errors.name)}
          helperText={translateMessage(t, errors.name?.message)}
        />
        <SettingSelect
          control={control}
          name="main_clinic_id"
          label={t('configurations.account.mainClinic')}
          hint={t('configurations.account.mainClinicHint')}
          options={[
            ...(clinics.data ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name })),
            // The saved main clinic, until the clinics have loaded.
            ...(tenant.data?.main_clinic_id &&
            !(clinics.data ?? []).some((c) => c.id === tenant.data.main_clinic_id)
              ? [{ value: tenant.data.main_clinic_id, label: t('app.loading'), disabled: true }]
              : []),
          ]}
        />
        <SettingSwitch
          control={control}
          name="allow_data_sharing"
          label={t('configurations.account.dataSharing')}
          hint={t('configurations.account.dataSharingHint')}
          hintId="data-sharing-hint"
        />
        <SettingSwitch
          control={control}
          name="noshow_unjustified_uses_pack"
          label={t('configurations.account.noshowUsesPack')}
          hint={t('configurations.account.noshowUsesPackHint')}
          hintId="noshow-pack-hint"
        />
      </TenantSettingsCard>
      <OnlineBookingSection onDirty={setBookingDirty} />
    </>
  );
}
