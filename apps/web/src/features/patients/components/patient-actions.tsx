import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Patient } from '@clinica/contracts/patients';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { erasePatient, invitePatientToPortal, patientExportUrl, revokePatientPortal } from '../api/patients';
import { patientsKeys } from '../keys';
import { alreadyReported, translatePatientMessage } from '../server-messages';
import { AuditLogDialog } from './audit-log-dialog';

type Asking = 'invite' | 'revoke' | 'erase' | null;

/**
 * The manager's actions on a record (`patients:gdpr`): the GDPR export and erasure, the audit trail,
 * and portal access (an e-mailed single-use link; withdrawing it ends the patient's sessions).
 */
export function PatientActions({
  patient,
  timeZone,
  onErased,
}: {
  patient: Patient;
  timeZone?: string;
  /** The record is gone from view now (the server answers 404 for it): the page says what happened. */
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [auditOpen, setAuditOpen] = useState(false);
  const name = `${patient.first_name} ${patient.surname}`;

  const updated = async (saved: Patient) => {
    queryClient.setQueryData(patientsKeys.detail(patient.id), saved);
    await queryClient.invalidateQueries({ queryKey: patientsKeys.audit(patient.id) });
  };
  const failed = (error: unknown) => {
    setAsking(null);
    if (alreadyReported(error)) return;
    const message = error instanceof ApiError ? (error.fields.email ?? error.message) : undefined;
    notify(translatePatientMessage(t, message) ?? t('errors.unexpected'), 'error');
  };

  const invite = useMutation({
    mutationFn: () => invitePatientToPortal(patient.id),
    onSuccess: async (saved) => {
      setAsking(null);
      notify(t('patients.portal.invited', { email: saved.email ?? '' }), 'success');
      await updated(saved);
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: () => revokePatientPortal(patient.id),
    onSuccess: async (saved) => {
      setAsking(null);
      notify(t('patients.portal.revoked'), 'success');
      await updated(saved);
    },
    onError: failed,
  });
  const erase = useMutation({
    mutationFn: () => erasePatient(patient.id),
    onSuccess: async () => {
      setAsking(null);
      notify(t('patients.serverMessages.erased'), 'success');
      onErased();
      await queryClient.invalidateQueries({ queryKey: patientsKeys.lists });
    },
    onError: failed,
  });

  const choose = (next: Asking | 'audit') => {
    setAnchor(null);
    if (next === 'audit') setAuditOpen(true);
    // Without an e-mail there is nothing to send: say so instead of asking.
    else if (next === 'invite' && !patient.email)
      notify(t('patients.serverMessages.portalNeedsEmail'), 'warning');
    else setAsking(next);
  };
  const canInvite = !patient.erased && patient.portal !== 'active';

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('patients.actions.label')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {canInvite ? (
          <MenuItem onClick={() => choose('invite')}>
            <ListItemIcon>
              <ForwardToInboxOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              {t(patient.portal === 'invited' ? 'patients.portal.resend' : 'patients.portal.invite')}
            </ListItemText>
          </MenuItem>
        ) : null}
        {patient.portal !== 'none' ? (
          <MenuItem onClick={() => choose('revoke')}>
            <ListItemIcon>
              <PersonOffOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('patients.portal.revoke')}</ListItemText>
          </MenuItem>
        ) : null}
        {canInvite || patient.portal !== 'none' ? <Divider /> : null}
        <MenuItem onClick={() => choose('audit')}>
          <ListItemIcon>
            <HistoryOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('patients.actions.audit')}</ListItemText>
        </MenuItem>
        <MenuItem
          component="a"
          href={patientExportUrl(patient.id)}
          download
          onClick={() => {
            setAnchor(null);
            notify(t('patients.actions.exportStarted'), 'info');
          }}
        >
          <ListItemIcon>
            <DownloadOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('patients.actions.export')}</ListItemText>
        </MenuItem>
        {patient.erased ? null : (
          <MenuItem onClick={() => choose('erase')} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteForeverOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('patients.actions.erase')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <ConfirmDialog
        open={asking === 'invite'}
        title={t('patients.portal.inviteTitle')}
        body={t('patients.portal.inviteBody', { name, email: patient.email ?? '' })}
        confirmLabel={t('patients.portal.send')}
        pending={invite.isPending}
        onConfirm={() => invite.mutate()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        title={t('patients.portal.revokeTitle')}
        body={t('patients.portal.revokeBody', { name })}
        confirmLabel={t('patients.portal.revoke')}
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'erase'}
        title={t('patients.erase.title', { name })}
        body={t('patients.erase.body')}
        confirmLabel={t('patients.erase.confirm')}
        destructive
        pending={erase.isPending}
        onConfirm={() => erase.mutate()}
        onCancel={() => setAsking(null)}
      />
      <AuditLogDialog
        patientId={patient.id}
        name={name}
        open={auditOpen}
        onClose={() => setAuditOpen(false)}
        timeZone={timeZone}
      />
    </>
  );
}
