import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One of the manager's tiles: its title is the link to the list behind it, then its figure and lines. */
export function IndicatorTile({
  title,
  to,
  figure,
  children,
}: {
  title: string;
  to: string;
  figure?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit">
            {title}
          </Link>
        </Typography>
        {figure !== undefined ? (
          <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
            {figure}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
