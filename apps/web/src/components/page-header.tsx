import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, flexWrap: 'wrap' }}
    >
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
