import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearUser } from '../../../lib/session';
import { logout } from '../api/logout';

/** Logout clears the user and goes to Login (spec §1). */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutate } = useMutation({ mutationFn: logout });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSettled: () => {
        clearUser(); // the query cache empties with it (lib/query-client.ts)
        void navigate('/login', { replace: true });
      },
    });
  }, [mutate, navigate]);

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
      role="status"
    >
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{t('logout.inProgress')}</Typography>
    </Box>
  );
}
