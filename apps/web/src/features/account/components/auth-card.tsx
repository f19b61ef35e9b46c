import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The centred card of the public account pages, like the login page's. */
export function AuthCard({
  title,
  intro,
  children,
  width = 440,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: width }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ mb: intro ? 1 : 3, fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" component="div" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
