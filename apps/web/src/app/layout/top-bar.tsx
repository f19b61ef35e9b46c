import type { ChangeEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, locales, type Locale } from '../../lib/i18n';
import { paths } from '../paths';

interface TopBarProps {
  loggedIn: boolean;
  showMenuButton: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** A native select: light (no menu machinery on the login route) and accessible by keyboard everywhere. */
function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const active = i18n.language === 'en' ? 'en' : currentLocale();
  return (
    <Box
      component="select"
      aria-label={t('topBar.language')}
      value={active}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => void changeLocale(event.target.value as Locale)}
      sx={{
        font: 'inherit',
        fontSize: '0.95rem',
        color: 'inherit',
        bgcolor: 'transparent',
        border: '1px solid rgba(255,255,255,0.7)',
        borderRadius: 1,
        py: 0.5,
        px: 1,
        cursor: 'pointer',
        '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
        '& option': { color: '#000', bgcolor: '#fff' },
      }}
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {code}
        </option>
      ))}
    </Box>
  );
}

export function TopBar({ loggedIn, showMenuButton, menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {showMenuButton ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('topBar.menu')}
            aria-expanded={menuOpen}
            aria-controls="app-drawer"
            onClick={onToggleMenu}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          variant="h6"
          component={RouterLink}
          to={paths.home}
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
        >
          {t('app.title')}
        </Typography>
        <LanguageSelect />
        {loggedIn ? (
          <IconButton
            color="inherit"
            edge="end"
            component={RouterLink}
            to={paths.profile}
            aria-label={t('topBar.profile')}
          >
            <AccountCircle />
          </IconButton>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
