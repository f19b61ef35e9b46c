import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_BYTES, documentMessages, type PatientFile } from '@clinica/contracts/files';
import type { ExpenseAttachment } from '@clinica/contracts/expenses';
import { formatFileSize } from '../../../lib/format';
import { translateExpenseMessage } from '../expense-messages';

/** What the server accepts (it decides by the content; the name only helps the choice here). */
const accept = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

/** What happens to the receipt on saving: nothing, a new file, or removing the one attached. */
export type ReceiptChange = { kind: 'keep' } | { kind: 'attach'; file: File } | { kind: 'remove' };

/**
 * The receipt's photo or PDF: dropped on the box or chosen with the button (a keyboard reaches the
 * button); an attached one shows with a download link and a remove button. Applied when the form saves.
 */
export function ReceiptField({
  attached,
  downloadUrl,
  change,
  onChange,
  disabled,
  error,
}: {
  attached: ExpenseAttachment | null;
  downloadUrl: string | null;
  change: ReceiptChange;
  onChange: (change: ReceiptChange) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helpId = useId();
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES)
      return setProblem(translateExpenseMessage(t, documentMessages.tooLarge)!);
    if (file.size === 0) return setProblem(translateExpenseMessage(t, documentMessages.empty)!);
    setProblem(null);
    onChange({ kind: 'attach', file });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };
  const shown: Pick<PatientFile, 'name' | 'size_bytes'> | null =
    change.kind === 'attach' ? { name: change.file.name, size_bytes: change.file.size } : attached;
  const message = problem ?? error;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('expenses.fields.receipt')}
      </Typography>
      {shown && change.kind !== 'remove' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <AttachFile fontSize="small" aria-hidden />
          {change.kind === 'keep' && downloadUrl ? (
            <Link
              href={downloadUrl}
              download={shown.name}
              aria-label={t('expenses.receipt.download', { name: shown.name })}
            >
              {shown.name}
            </Link>
          ) : (
            <Typography component="span">{t('expenses.receipt.pending', { name: shown.name })}</Typography>
          )}
          <Typography component="span" variant="body2" color="text.secondary">
            {formatFileSize(shown.size_bytes)}
          </Typography>
          {disabled ? null : (
            <IconButton
              size="small"
              aria-label={t('expenses.receipt.remove', { name: shown.name })}
              onClick={() =>
                onChange(change.kind === 'attach' && !attached ? { kind: 'keep' } : { kind: 'remove' })
              }
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {change.kind === 'remove' ? t('expenses.receipt.removed') : t('expenses.receipt.none')}
        </Typography>
      )}
      {disabled ? null : (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          data-testid="receipt-drop"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: over ? 'primary.main' : 'divider',
            borderRadius: 1,
            p: 2,
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2">{t('expenses.receipt.drop')}</Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFile />}
            onClick={() => input.current?.click()}
          >
            {t('expenses.receipt.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={accept}
            hidden
            aria-label={t('expenses.fields.receipt')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Box>
      )}
      <FormHelperText id={helpId} error={Boolean(message)}>
        {message ?? t('expenses.receipt.hint')}
      </FormHelperText>
    </Box>
  );
}
