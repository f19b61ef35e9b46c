import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { insurerSplit } from '@clinica/contracts/insurer-split';
import type { Agreement } from '@clinica/contracts/insurers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { formatDate, formatDecimal, formatEuros } from '../../../lib/format';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { deleteAgreement, listAgreements } from '../api/catalogue';
import { configurationsKeys } from '../keys';
import { AgreementDialog } from './agreement-dialog';

/** One agreement's price table: service, agreed price, the patient's part as set, and the split it gives. */
function AgreementTable({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation();
  if (agreement.lines.length === 0)
    return <Typography color="text.secondary">{t('configurations.agreements.noLines')}</Typography>;
  // At 390 px the table scrolls inside its box rather than widening the page.
  return (
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table
        size="small"
        aria-label={t('configurations.agreements.tableOf', { date: formatDate(agreement.valid_from) })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('configurations.agreements.service')}</TableCell>
            <TableCell align="right">{t('configurations.agreements.price')}</TableCell>
            <TableCell align="right">{t('insurance.patientPart')}</TableCell>
            <TableCell align="right">{t('insurance.insurerPart')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {agreement.lines.map((line) => {
            const split = insurerSplit(line);
            return (
              <TableRow key={line.service_id}>
                <TableCell>{line.service_name}</TableCell>
                <TableCell align="right">{formatEuros(line.price_cents)}</TableCell>
                <TableCell align="right">
                  {formatEuros(split.patient_cents)}
                  {line.patient_part_type === 'percent'
                    ? ` (${formatDecimal(line.patient_part_value)} %)`
                    : ''}
                </TableCell>
                <TableCell align="right">{formatEuros(split.insurer_cents)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The insurer's agreements, newest first; a manager adds, changes and removes them. */
export function AgreementsSection({ insurerId, canEdit }: { insurerId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Agreement | 'new' | null>(null);
  const [removing, setRemoving] = useState<Agreement | null>(null);
  const agreements = useQuery({
    queryKey: configurationsKeys.insurers.agreements(insurerId),
    queryFn: ({ signal }) => listAgreements(insurerId, signal),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAgreement(id),
    onSuccess: async () => {
      setRemoving(null);
      notify(t('configurations.agreements.deleted'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.insurers.all });
    },
    onError: (error) => {
      setRemoving(null);
      showSaveError(error, t);
    },
  });
  const items = agreements.data?.items ?? [];
  return (
    <SectionCard
      id="insurer-agreements"
      title={t('configurations.agreements.title')}
      action={
        canEdit ? (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            {t('configurations.agreements.new')}
          </Button>
        ) : undefined
      }
    >
      {agreements.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary">{t('configurations.agreements.empty')}</Typography>
      ) : null}
      <Stack spacing={3}>
        {items.map((a) => (
          <Stack
            key={a.id}
            spacing={1}
            component="article"
            aria-label={t('configurations.agreements.from', { date: formatDate(a.valid_from) })}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
                {t('configurations.agreements.from', { date: formatDate(a.valid_from) })}
                {a.notes ? ` — ${a.notes}` : ''}
              </Typography>
              {canEdit ? (
                <>
                  <Button size="small" onClick={() => setEditing(a)}>
                    {t('editing.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(a)}>
                    {t('editing.delete')}
                  </Button>
                </>
              ) : null}
            </Stack>
            <AgreementTable agreement={a} />
          </Stack>
        ))}
      </Stack>
      {editing ? (
        <AgreementDialog
          insurerId={insurerId}
          agreement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('configurations.agreements.deleteTitle', {
          date: removing ? formatDate(removing.valid_from) : '',
        })}
        body={t('configurations.agreements.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
