import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { servicePackInput, type ServicePack } from '@clinica/contracts/packs';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { createPack, updatePack } from '../api/packs';
import { servicesKeys } from '../keys';
import { parseEuros } from '../../../lib/price';

type Values = { name: string; sessions: string; price: string; validity: string; active: boolean };
const fieldOf: Record<string, keyof Values> = {
  name: 'name',
  sessions_count: 'sessions',
  price_cents: 'price',
  validity_days: 'validity',
};

/** «Novo pack» / «Editar pack»: name, sessions, price (€) and validity in days; checked with the contract. */
export function PackFormDialog({
  serviceId,
  pack,
  onClose,
}: {
  serviceId: string;
  pack: ServicePack | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial: Values = {
    name: pack?.name ?? '',
    sessions: pack ? String(pack.sessions_count) : '10',
    price: pack ? (pack.price_cents / 100).toFixed(2).replace('.', ',') : '',
    validity: pack ? String(pack.validity_days) : '180',
    active: pack?.active ?? true,
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const set = (key: keyof Values) => (value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));

  const save = useMutation({
    mutationFn: (body: {
      name: string;
      sessions_count: number;
      price_cents: number;
      validity_days: number;
      active: boolean;
    }) => (pack ? updatePack(pack.id, body) : createPack({ ...body, service_id: serviceId })),
    onSuccess: async (saved) => {
      notify(t('services.packs.saved', { name: saved.name }), 'success');
      await queryClient.invalidateQueries({ queryKey: servicesKeys.packs });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([k, m]) => [fieldOf[k] ?? 'name', m]),
          ) as Partial<Record<keyof Values, string>>,
        );
      } else notify(t('services.packs.saveFailed'), 'error');
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name,
      sessions_count: Number(values.sessions),
      price_cents: parseEuros(values.price) ?? Number.NaN,
      validity_days: Number(values.validity),
      active: values.active,
      service_id: serviceId,
    };
    const parsed = servicePackInput.safeParse(body);
    if (!parsed.success) {
      const out: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = fieldOf[String(issue.path[0])];
        if (key && !out[key]) out[key] = issue.message;
      }
      setErrors(out);
      return;
    }
    setErrors({});
    const { service_id: _unused, ...rest } = parsed.data;
    void _unused;
    save.mutate(rest);
  };

  const field = (key: keyof Values, label: string, extra: object = {}) => (
    <TextField
      label={label}
      required
      value={values[key] as string}
      onChange={(e) => set(key)(e.target.value)}
      error={Boolean(errors[key])}
      helperText={translateMessage(t, errors[key])}
      {...extra}
    />
  );

  return (
    <FormDialog
      open
      title={t(pack ? 'services.packs.edit' : 'services.packs.new')}
      dirty={dirty}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
          {field('name', t('services.packs.fields.name'), { slotProps: { htmlInput: { maxLength: 120 } } })}
        </Box>
        {field('sessions', t('services.packs.fields.sessions'), {
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        })}
        {field('price', t('services.packs.fields.price'), {
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
        {field('validity', t('services.packs.fields.validity'), {
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        })}
        {pack ? (
          <FormControlLabel
            control={<Switch checked={values.active} onChange={(e) => set('active')(e.target.checked)} />}
            label={t('services.packs.fields.active')}
          />
        ) : null}
      </Box>
    </FormDialog>
  );
}
