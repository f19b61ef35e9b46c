import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { TFunction } from 'i18next';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { seriesDocumentTypes } from '@clinica/contracts/invoicing';
import { translateMessage } from '../../../lib/validation-messages';
import { defaultCode, type InvoicingBody, type InvoicingValues, type SeriesRow } from '../invoicing-form';

export interface SeriesCells {
  document_type: ReactNode;
  year: ReactNode;
  code: ReactNode;
  validation_code: ReactNode;
  documents: ReactNode;
  /** «3 documentos emitidos», for the card layout. */
  documentsText: string;
  action: ReactNode;
}

type Field = 'document_type' | 'year' | 'code' | 'validation_code';

/**
 * What one series shows in each column. A new row (not saved yet) edits everything; a saved unused one
 * its identifier and validation code (its type and year are what it is: remove it and add another); a
 * used one nothing, with the reason on its lock's tooltip.
 */
export function seriesCells({
  form,
  index,
  row,
  issued,
  t,
  onRemove,
}: {
  form: UseFormReturn<InvoicingValues, unknown, InvoicingBody>;
  index: number;
  row: SeriesRow;
  /** Documents issued in the stored series; null for a row added here. */
  issued: number | null;
  t: TFunction;
  onRemove: () => void;
}): SeriesCells {
  const name = <F extends Field>(field: F) => `series.${index}.${field}` as const;
  const message = (field: Field) =>
    translateMessage(t, form.formState.errors.series?.[index]?.[field]?.message);
  const label = (field: Field) => t(`configurations.invoicing.series.${field}`);
  const typeName = (type: string) => `${type} — ${t(`configurations.invoicing.documentTypes.${type}`)}`;
  const used = issued !== null && issued > 0;
  const fresh = issued === null;
  const seriesName = `${row.document_type} ${row.code || row.year}`;

  /** A stored value shown as text (with a late server message under it, if any). */
  const readOnly = (field: Field, text: string) => (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2">{text}</Typography>
      {message(field) ? <FormHelperText error>{message(field)}</FormHelperText> : null}
    </Box>
  );
  const input = (field: 'year' | 'code' | 'validation_code', extra: object = {}) => (
    <TextField
      {...form.register(name(field), field === 'year' ? { onChange: onYearChange } : undefined)}
      label={label(field)}
      size="small"
      fullWidth
      required
      autoComplete="off"
      error={Boolean(message(field))}
      helperText={message(field)}
      {...extra}
    />
  );

  /** A new row's identifier follows its year until someone types another. */
  function onYearChange(event: { target: { value: string } }) {
    if (row.code === defaultCode(row.year))
      form.setValue(name('code'), defaultCode(event.target.value), { shouldDirty: true });
  }

  return {
    document_type: fresh ? (
      <Controller
        control={form.control}
        name={name('document_type')}
        render={({ field }) => (
          <TextField
            {...field}
            select
            size="small"
            fullWidth
            label={label('document_type')}
            error={Boolean(message('document_type'))}
            helperText={message('document_type')}
          >
            {seriesDocumentTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {typeName(type)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    ) : (
      readOnly('document_type', typeName(row.document_type))
    ),
    year: fresh
      ? input('year', { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4 } } })
      : readOnly('year', row.year),
    code: used ? readOnly('code', row.code) : input('code', { slotProps: { htmlInput: { maxLength: 20 } } }),
    validation_code: used
      ? readOnly('validation_code', row.validation_code)
      : input('validation_code', {
          placeholder: 'AAJFJMVNTN',
          slotProps: {
            htmlInput: { maxLength: 20, spellCheck: false, autoCapitalize: 'characters' },
          },
        }),
    documents: <Box sx={{ py: 1 }}>{fresh ? '—' : issued}</Box>,
    documentsText: fresh
      ? t('configurations.invoicing.series.notSaved')
      : t('configurations.invoicing.series.issued', { count: issued }),
    action: used ? (
      <Tooltip title={t('configurations.invoicing.series.usedHint', { count: issued })} describeChild>
        <Box
          component="span"
          role="img"
          tabIndex={0}
          aria-label={t('configurations.invoicing.series.used', { name: seriesName })}
          sx={{ display: 'inline-flex', p: 1, color: 'text.secondary' }}
        >
          <LockOutlined fontSize="small" />
        </Box>
      </Tooltip>
    ) : (
      <IconButton
        aria-label={t('configurations.invoicing.series.remove', { name: seriesName })}
        onClick={onRemove}
      >
        <DeleteOutline />
      </IconButton>
    ),
  };
}
