import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export function EmptyState({ title, body, icon }: { title: string; body?: string; icon?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', color: 'text.secondary' }}>
      <div aria-hidden="true">{icon ?? <InboxOutlined sx={{ fontSize: 48 }} />}</div>
      <Typography variant="h6" component="p" color="text.primary" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {body ? <Typography sx={{ mt: 1 }}>{body}</Typography> : null}
    </Paper>
  );
}
