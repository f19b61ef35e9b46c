import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface Option {
  value: string;
  label: string;
}

/**
 * A select the phone's own picker opens (a native `<select>`), labelled, with «—» for nothing chosen.
 */
export function SelectField({
  options,
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'select'> & {
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      {...props}
      select
      size="small"
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">—</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A table of an objective evaluation: its title, its rows (cards that wrap on a narrow screen), «Adicionar». */
export function RowsSection({
  title,
  addLabel,
  onAdd,
  empty,
  emptyText,
  disabled,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  empty: boolean;
  emptyText: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        ) : (
          children
        )}
      </Stack>
      <Button startIcon={<AddOutlined />} onClick={onAdd} disabled={disabled} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </Box>
  );
}

/**
 * One row: a fieldset named for screen readers («Amplitude de movimento, linha 2»), its fields side by
 * side while they fit and stacked otherwise, and a remove button named after the row.
 */
export function RowCard({
  legend,
  removeLabel,
  onRemove,
  disabled,
  highlight,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  disabled?: boolean;
  /** A row that needs attention (a positive test): a thick red edge, besides its own words. */
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{
        m: 0,
        p: 1.5,
        minWidth: 0,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        ...(highlight ? { borderColor: 'error.main', borderLeftWidth: 6 } : {}),
      }}
    >
      {/* Out of the flow (not a rendered legend), so it does not cut the card's border. */}
      <Box component="legend" sx={hidden}>
        {legend}
      </Box>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          '& > *': { flex: '1 1 9rem', minWidth: 0 },
        }}
      >
        {children}
      </Box>
      <IconButton aria-label={removeLabel} onClick={onRemove} disabled={disabled} sx={{ mt: 0.25 }}>
        <DeleteOutline />
      </IconButton>
    </Paper>
  );
}
