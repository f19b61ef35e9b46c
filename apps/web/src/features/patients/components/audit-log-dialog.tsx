import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TableStateRow } from '../../../components/table-states';
import { formatDate, formatTime } from '../../../lib/format';
import { patientAudit } from '../api/patients';
import { patientsKeys } from '../keys';

/** Who viewed or changed the record, and when (DESIGN §5; GET …/audit, managers). Newest first. */
export function AuditLogDialog({
  patientId,
  name,
  open,
  onClose,
  timeZone,
}: {
  patientId: string;
  name: string;
  open: boolean;
  onClose: () => void;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const audit = useQuery({
    queryKey: patientsKeys.audit(patientId),
    queryFn: ({ signal }) => patientAudit(patientId, signal),
    select: (data) => data.items,
    enabled: open,
    // Opening it is itself after a view: always the latest trail.
    staleTime: 0,
  });
  const events = audit.data ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('patients.audit.title', { name })}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={t('patients.audit.title', { name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('patients.audit.when')}</TableCell>
              <TableCell>{t('patients.audit.who')}</TableCell>
              <TableCell>{t('patients.audit.what')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRow
              columns={3}
              loading={audit.isPending}
              error={audit.isError}
              empty={!audit.isPending && events.length === 0}
              emptyText={t('patients.audit.empty')}
              onRetry={() => void audit.refetch()}
            />
            {events.map((event) => (
              <TableRow key={event.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {`${formatDate(event.at, timeZone)} ${formatTime(event.at, timeZone)}`}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {event.actor_name ?? t('patients.audit.unknownActor')}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {t(`patients.audit.actions.${event.action}`, {
                    defaultValue: event.action,
                    detail: event.detail ?? '',
                  })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
