import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InvoicingSeries } from '@clinica/contracts/invoicing-series';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { translateMessage } from '../../../lib/validation-messages';
import { currentYear, newSeriesRow, type InvoicingBody, type InvoicingValues } from '../invoicing-form';
import { seriesCells, type SeriesCells } from './series-cells';

const columns = ['document_type', 'year', 'code', 'validation_code', 'documents'] as const;

/**
 * The series of the invoicing settings, saved with the rest of the form: a table on a wide screen,
 * one card per series on a phone. A series with documents issued is read-only (its identifier and
 * validation code are in every ATCUD already printed); the others can change or go until saved.
 */
export function SeriesEditor({
  form,
  stored,
  timeZone,
}: {
  form: UseFormReturn<InvoicingValues, unknown, InvoicingBody>;
  /** The series as the server has them (documents issued per series). */
  stored: readonly InvoicingSeries[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'series' });
  const rows = useWatch({ control: form.control, name: 'series' }) ?? [];
  const issued = new Map(stored.map((s) => [s.id, s.last_number]));
  const listError = form.formState.errors.series;
  const listMessage = translateMessage(t, listError?.message ?? listError?.root?.message);

  const cells = fields.map((field, index) =>
    seriesCells({
      form,
      index,
      row: rows[index] ?? field,
      issued: field.series_id ? (issued.get(field.series_id) ?? 0) : null,
      t,
      onRemove: () => remove(index),
    }),
  );

  return (
    <Stack spacing={1.5}>
      {fields.length === 0 ? (
        <Typography color="text.secondary">{t('configurations.invoicing.series.empty')}</Typography>
      ) : compact ? (
        <Stack
          spacing={1.5}
          component="ul"
          aria-label={t('configurations.invoicing.series.title')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {fields.map((field, index) => (
            <SeriesCard key={field.id} cells={cells[index]!} />
          ))}
        </Stack>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('configurations.invoicing.series.title')}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} align={column === 'documents' ? 'right' : 'left'}>
                    {t(`configurations.invoicing.series.${column}`)}
                  </TableCell>
                ))}
                <TableCell>
                  <VisuallyHidden>{t('configurations.actions')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field, index) => (
                <TableRow key={field.id}>
                  {columns.map((column) => (
                    <TableCell
                      key={column}
                      align={column === 'documents' ? 'right' : 'left'}
                      sx={{ verticalAlign: 'top', minWidth: minWidths[column] }}
                    >
                      {cells[index]![column]}
                    </TableCell>
                  ))}
                  <TableCell sx={{ verticalAlign: 'top', px: 0.5 }}>{cells[index]!.action}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {listMessage ? <FormHelperText error>{listMessage}</FormHelperText> : null}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(newSeriesRow(rows, currentYear(timeZone)))}
          disabled={fields.length >= 50}
        >
          {t('configurations.invoicing.series.add')}
        </Button>
      </div>
    </Stack>
  );
}

const minWidths: Record<(typeof columns)[number], number> = {
  document_type: 170,
  year: 90,
  code: 110,
  validation_code: 150,
  documents: 70,
};

/** A series on a phone: its fields one under the other, the documents issued and the action below. */
function SeriesCard({ cells }: { cells: SeriesCells }): ReactNode {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Grid container spacing={1.5}>
        <Grid size={8}>{cells.document_type}</Grid>
        <Grid size={4}>{cells.year}</Grid>
        <Grid size={12}>{cells.code}</Grid>
        <Grid size={12}>{cells.validation_code}</Grid>
        <Grid size={12} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {cells.documentsText}
          </Typography>
          {cells.action}
        </Grid>
      </Grid>
    </Paper>
  );
}
