import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, documentMessages, type PatientFile } from '@clinica/contracts/files';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TableStateRow } from '../../../components/table-states';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatFileSize, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { deletePatientFile, listPatientFiles, patientFileUrl, uploadPatientFile } from '../api/patient-files';
import { patientsKeys } from '../keys';
import { alreadyReported, translatePatientMessage } from '../server-messages';

/** What the server accepts (decided by the content there; by the name here, to help the choice). */
const accept = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

const typeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** The documents on a patient's record (spec §7 files): list, upload (≤ 20 MB), download, delete. */
export function PatientFilesTab({
  patientId,
  canUpload,
  canDelete,
  timeZone,
}: {
  patientId: string;
  canUpload: boolean;
  canDelete: boolean;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const files = useQuery({
    queryKey: patientsKeys.files(patientId),
    queryFn: ({ signal }) => listPatientFiles(patientId, signal),
    select: (data) => data.items,
  });
  const [deleting, setDeleting] = useState<PatientFile | null>(null);

  const remove = useMutation({
    mutationFn: (file: PatientFile) => deletePatientFile(patientId, file.id),
    onSuccess: async (_, file) => {
      setDeleting(null);
      notify(t('patients.files.deleted', { name: file.name }), 'success');
      await queryClient.invalidateQueries({ queryKey: patientsKeys.files(patientId) });
    },
    onError: (error) => {
      setDeleting(null);
      if (!alreadyReported(error)) notify(t('patients.files.deleteFailed'), 'error');
    },
  });

  const list = files.data ?? [];
  const columns = canDelete ? 6 : 5;

  return (
    <Stack spacing={3}>
      {canUpload ? <UploadForm patientId={patientId} /> : null}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('patients.files.title')} aria-busy={files.isPending}>
            <TableHead>
              <TableRow>
                <TableCell>{t('patients.files.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('patients.files.type')}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('patients.files.size')}
                </TableCell>
                <TableCell>{t('patients.files.date')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('patients.files.addedBy')}
                </TableCell>
                {canDelete ? (
                  <TableCell align="right">
                    <VisuallyHidden>{t('patients.files.actions')}</VisuallyHidden>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={columns}
                loading={files.isPending}
                error={files.isError}
                empty={!files.isPending && list.length === 0}
                emptyText={t('patients.files.empty')}
                onRetry={() => void files.refetch()}
              />
              {files.isError
                ? null
                : list.map((file) => (
                    <TableRow key={file.id} hover>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Link href={patientFileUrl(patientId, file.id)} download={file.name}>
                          {file.name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {typeLabels[file.content_type] ?? file.content_type}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
                      >
                        {formatFileSize(file.size_bytes)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {`${formatDate(file.created_at, timeZone)} ${formatTime(file.created_at, timeZone)}`}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {file.created_by_name ?? '—'}
                      </TableCell>
                      {canDelete ? (
                        <TableCell align="right">
                          <IconButton
                            size="small"
                            aria-label={t('editing.deleteNamed', { name: file.name })}
                            onClick={() => setDeleting(file)}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </TableCell>
                      ) : null}
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={t('patients.files.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('patients.files.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function UploadForm({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const fileHelpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadPatientFile(patientId, chosen, name.trim() || chosen.name),
    onSuccess: async (saved) => {
      notify(t('patients.files.uploaded', { name: saved.name }), 'success');
      setFile(null);
      setName('');
      await queryClient.invalidateQueries({ queryKey: patientsKeys.files(patientId) });
    },
    onError: (error) => {
      if (alreadyReported(error)) return;
      const message = error instanceof ApiError ? (error.fields.file ?? error.message) : undefined;
      setProblem(translatePatientMessage(t, message) ?? t('patients.files.uploadFailed'));
    },
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    if (chosen.size > DOCUMENT_MAX_BYTES) setProblem(translatePatientMessage(t, documentMessages.tooLarge)!);
    else if (chosen.size === 0) setProblem(translatePatientMessage(t, documentMessages.empty)!);
    else setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('validation.required'));
      return;
    }
    if (!problem) upload.mutate(file);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('patients.files.add')}
      </Typography>
      <form noValidate onSubmit={submit} aria-label={t('patients.files.add')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            label={t('patients.files.nameField')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            size="small"
            helperText={t('patients.files.nameHint')}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            sx={{ minWidth: { md: 280 } }}
          />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Button
              variant="outlined"
              startIcon={<AttachFile />}
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('patients.files.choose')}
            </Button>
            <input
              ref={input}
              type="file"
              accept={accept}
              hidden
              aria-label={t('patients.files.file')}
              aria-describedby={fileHelpId}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <FormHelperText id={fileHelpId} error={Boolean(problem)} sx={{ mx: 0, overflowWrap: 'anywhere' }}>
              {problem ??
                (file
                  ? t('patients.files.chosen', { name: file.name, size: formatFileSize(file.size) })
                  : t('patients.files.hint'))}
            </FormHelperText>
          </Stack>
          <Button
            type="submit"
            variant="contained"
            startIcon={upload.isPending ? <CircularProgress size={16} color="inherit" /> : <UploadFile />}
            disabled={upload.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('patients.files.upload')}
          </Button>
        </Stack>
      </form>
      {upload.isPending ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('patients.files.uploading')}
        </Alert>
      ) : null}
    </Paper>
  );
}
