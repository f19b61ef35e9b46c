import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { hasPermission, useUser } from '../../../lib/session';
import { requestsKeys } from '../api/keys';
import { pendingCount } from '../api/requests';

/**
 * The calendar's «Pedidos» button with the pending requests' count (issue 48); nothing for whoever
 * may not read requests. The count refreshes every minute while the calendar is open.
 */
export function RequestsButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const allowed = hasPermission(user, 'appointment_requests', 'read');
  const count = useQuery({
    queryKey: requestsKeys.count,
    queryFn: ({ signal }) => pendingCount(signal),
    enabled: allowed,
    refetchInterval: 60_000,
  });
  if (!allowed) return null;
  const pending = count.data?.count ?? 0;
  return (
    // The name is the visible word and, for screen readers, the count in words («Pedidos (2 pendentes)»):
    // the badge's digits are hidden from them, so the name starts with what is seen (WCAG 2.5.3).
    <Button component={RouterLink} to={to} variant="outlined">
      <Badge
        badgeContent={pending}
        color="error"
        max={99}
        slotProps={{ badge: { 'aria-hidden': true } }}
        sx={{ '& .MuiBadge-badge': { right: -12 } }}
      >
        {t('requests.button')}
        <VisuallyHidden> {t('requests.pending', { count: pending })}</VisuallyHidden>
      </Badge>
    </Button>
  );
}
