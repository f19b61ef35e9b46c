import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PeopleIcon from '@mui/icons-material/People';
import ForumIcon from '@mui/icons-material/Forum';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import ContactsIcon from '@mui/icons-material/Contacts';
import DescriptionIcon from '@mui/icons-material/Description';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';
import type { Me } from '@clinica/contracts/auth';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuItemsFor, type MenuItem, type MenuKey } from '../menu-items';

export const drawerWidth = 248;

const icons: Record<MenuKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  calendar: <CalendarMonthIcon />,
  appointments: <EventNoteIcon />,
  patients: <PeopleIcon />,
  communications: <ForumIcon />,
  interventions: <FitnessCenterIcon />,
  payments: <PaymentsIcon />,
  expenses: <ReceiptLongIcon />,
  services: <MedicalServicesIcon />,
  references: <ContactsIcon />,
  invoices: <DescriptionIcon />,
  configurations: <SettingsIcon />,
  logout: <LogoutIcon />,
};

interface AppDrawerProps {
  user: Me;
  open: boolean;
  /** persistent beside the content on wide screens, temporary (over the content) on a phone. */
  variant: 'persistent' | 'temporary';
  onClose: () => void;
  onNavigate: () => void;
  onLogout: () => void;
}

const activeStyle = {
  '&.active': { bgcolor: 'action.selected', '& .MuiListItemText-primary': { fontWeight: 600 } },
};

export function AppDrawer({ user, open, variant, onClose, onNavigate, onLogout }: AppDrawerProps) {
  const { t } = useTranslation();
  const items = menuItemsFor(user);
  const areas = items.filter((item) => item.key !== 'logout');
  const logout = items.find((item) => item.key === 'logout');

  const entry = (item: MenuItem, onClick: () => void) => (
    <ListItem key={item.key} disablePadding>
      <ListItemButton component={NavLink} to={item.to} onClick={onClick} sx={activeStyle}>
        <ListItemIcon>{icons[item.key]}</ListItemIcon>
        <ListItemText primary={t(`menu.${item.key}`)} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      id="app-drawer"
      variant={variant}
      open={open}
      onClose={onClose}
      sx={{
        width: variant === 'persistent' && open ? drawerWidth : 0,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': { width: drawerWidth, maxWidth: '85vw', boxSizing: 'border-box' },
      }}
    >
      {variant === 'persistent' ? <Toolbar /> : null}
      <Box component="nav" aria-label={t('menu.label')} sx={{ overflowY: 'auto' }}>
        <List>{areas.map((item) => entry(item, onNavigate))}</List>
        <Divider />
        <List>{logout ? entry(logout, onLogout) : null}</List>
      </Box>
    </Drawer>
  );
}
