import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The loading, error and empty states of a table (DESIGN §6), as one full-width row of its body.
 * Returns null when there are rows to show.
 */
export function TableStateRow({
  columns,
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  columns: number;
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  let content = null;
  if (loading) {
    content = <CircularProgress size={28} aria-label={t('app.loading')} />;
  } else if (error) {
    content = (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('lists.retry')}
            </Button>
          ) : undefined
        }
      >
        {t('lists.loadFailed')}
      </Alert>
    );
  } else if (empty) {
    content = <Typography color="text.secondary">{emptyText}</Typography>;
  }
  if (!content) return null;
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 4 }}>
        {content}
      </TableCell>
    </TableRow>
  );
}
