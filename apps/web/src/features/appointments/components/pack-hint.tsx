import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, useUser } from '../../../lib/session';
import { patientPacksFor } from '../api/patient-packs';

/**
 * The booking's word on packs (issue 44): «Pack: 3 de 10 sessões restantes» — the pack the next
 * session will use (the oldest open one) — or, with none open, «Vender pack» for whoever may sell.
 */
export function PackHint({ patientId, serviceId }: { patientId: string; serviceId: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const enabled = Boolean(patientId && serviceId) && hasPermission(user, 'service_consumptions', 'read');
  const packs = useQuery({
    // Under the `packs` root, which a sale or a state change refreshes.
    queryKey: ['packs', 'patient', patientId, serviceId],
    queryFn: ({ signal }) => patientPacksFor(patientId, serviceId, signal),
    enabled,
  });
  if (!enabled || !packs.data) return null;
  const open = packs.data.items
    .filter((s) => !s.expired && s.sessions_left > 0)
    .sort((a, b) => a.sold_on.localeCompare(b.sold_on));
  const next = open[0];
  if (next)
    return (
      <Alert severity="info" data-testid="pack-hint">
        {t('appointments.pack.left', {
          name: next.pack_name,
          left: next.sessions_left,
          count: next.sessions_count,
        })}
      </Alert>
    );
  if (!hasPermission(user, 'service_pack_sales', 'create')) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={`/patients/${patientId}?tab=packs&sell=${serviceId}`}
        >
          {t('appointments.pack.sell')}
        </Button>
      }
    >
      {t(packs.data.items.length ? 'appointments.pack.noneLeft' : 'appointments.pack.none')}
    </Alert>
  );
}
