import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { translateMessage } from '../../../lib/validation-messages';
import { invoiceSale, listPacks, sellPack } from '../api/packs';
import { servicesKeys } from '../keys';
import { parseEuros } from '../../../lib/price';

/**
 * «Vender pack»: one of the active packs (of `serviceId` when given) at its price or another; with
 * invoicing on, «Faturar agora» makes the invoice's draft (FR) and opens it to be issued and paid.
 */
export function SellPackDialog({
  patientId,
  serviceId,
  onClose,
}: {
  patientId: string;
  serviceId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invoicing =
    Boolean(user?.tenant.invoicing.active) && hasPermission(user, 'invoicing_documents', 'create');
  const packs = useQuery({
    queryKey: [...servicesKeys.packs, 'sellable', serviceId ?? 'all'],
    queryFn: ({ signal }) => listPacks({ service_id: serviceId, active: 'true' }, signal),
  });
  const [packId, setPackId] = useState('');
  const [price, setPrice] = useState('');
  const [invoiceNow, setInvoiceNow] = useState(invoicing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = packs.data?.items.find((p) => p.id === packId);

  const sell = useMutation({
    mutationFn: async () => {
      const sale = await sellPack({
        pack_id: packId,
        patient_id: patientId,
        ...(price.trim() ? { price_cents: parseEuros(price) ?? -1 } : {}),
      });
      return invoiceNow ? invoiceSale(sale.id, 'FR') : sale;
    },
    onSuccess: async (sale) => {
      notify(t('services.sales.sold', { name: sale.pack_name }), 'success');
      await queryClient.invalidateQueries({ queryKey: servicesKeys.packs });
      onClose();
      if (sale.document_id) void navigate(`/invoices/${sale.document_id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else notify(error instanceof ApiError ? error.message : t('services.sales.failed'), 'error');
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!packId) return setErrors({ pack_id: 'Campo Obrigatório' });
    if (price.trim() && !((parseEuros(price) ?? 0) > 0))
      return setErrors({ price_cents: 'services.sales.priceInvalid' });
    setErrors({});
    sell.mutate();
  };

  return (
    <FormDialog
      open
      title={t('services.sales.sell')}
      dirty={Boolean(packId || price)}
      pending={sell.isPending}
      submitLabel={t('services.sales.sellButton')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          select
          required
          label={t('services.sales.pack')}
          value={packId}
          onChange={(e) => setPackId(e.target.value)}
          error={Boolean(errors.pack_id)}
          helperText={
            translateMessage(t, errors.pack_id) ??
            (packs.data && !packs.data.items.length ? t('services.sales.noPacks') : undefined)
          }
        >
          {(packs.data?.items ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {`${p.name} · ${p.service_name} · ${formatEuros(p.price_cents)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('services.sales.price')}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          placeholder={chosen ? formatEuros(chosen.price_cents) : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={Boolean(errors.price_cents)}
          helperText={translateMessage(t, errors.price_cents) ?? t('services.sales.priceHelp')}
        />
        {invoicing ? (
          <FormControlLabel
            control={<Checkbox checked={invoiceNow} onChange={(e) => setInvoiceNow(e.target.checked)} />}
            label={t('services.sales.invoiceNow')}
          />
        ) : null}
      </Box>
    </FormDialog>
  );
}
