import {
  Box,
  Drawer,
  alpha,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NAV_WIDTH } from '../../config/constants';
import { Logo } from '../components/logo';
import { NAV_ITEMS } from './nav-config';

function isActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '#') return false;
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

function NavContent() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ px: 2, py: 2.5 }}>
      <Logo sx={{ mb: 2, ml: 1 }} />
      <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {NAV_ITEMS.map((item) => {
          const active = isActive(item.path, pathname);
          return (
            <ListItemButton
              key={item.titleKey}
              component={RouterLink}
              to={item.path === '#' ? pathname : item.path}
              aria-current={active ? 'page' : undefined}
              selected={active}
              sx={{
                borderRadius: 1,
                color: active ? 'primary.main' : 'text.secondary',
                '&.Mui-selected': {
                  bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
                  fontWeight: 600,
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{item.icon}</ListItemIcon>
              <ListItemText primary={t(item.titleKey)} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

interface NavProps {
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** SPEC 2: fixed from the large breakpoint; below it a temporary drawer that closes on navigation. */
export function Nav({ mobileOpen, onMobileClose }: NavProps) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const { pathname } = useLocation();

  useEffect(() => {
    onMobileClose();
    // Close whenever the path changes, and only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  if (desktop) {
    return (
      <Drawer
        variant="permanent"
        data-testid="nav-fixed"
        sx={{ width: NAV_WIDTH, flexShrink: 0 }}
        slotProps={{
          paper: {
            sx: { width: NAV_WIDTH, borderRightStyle: 'dashed', bgcolor: 'background.default' },
          },
        }}
      >
        <NavContent />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={mobileOpen}
      onClose={onMobileClose}
      data-testid="nav-drawer"
      ModalProps={{ keepMounted: false }}
      slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}
    >
      <NavContent />
    </Drawer>
  );
}
