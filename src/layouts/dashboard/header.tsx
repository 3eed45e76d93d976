import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '../../config/constants';
import { NotificationsPopover } from '../../features/notifications/components/notifications-popover';
import { PushListener } from '../../features/push/components/push-listener';
import { PushSettings } from '../../features/push/components/push-settings';
import { AccountPopover } from '../components/account-popover';
import { ActingPerson } from '../components/acting-person';
import { LanguagePopover } from '../components/language-popover';
import { Searchbar } from '../components/searchbar';
import { SyncStatus } from '../components/sync-status';

interface HeaderProps {
  onOpenNav: () => void;
}

export function Header({ onOpenNav }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{
        backdropFilter: 'blur(6px)',
        bgcolor: 'rgba(244,246,248,0.8)',
        color: 'text.primary',
      }}
    >
      <Toolbar
        sx={(theme) => ({
          height: HEADER_HEIGHT_MOBILE,
          px: { xs: 2, lg: 5 },
          gap: 0.5,
          [theme.breakpoints.up('lg')]: { height: HEADER_HEIGHT_DESKTOP },
        })}
      >
        <IconButton
          aria-label={t('nav.open')}
          onClick={onOpenNav}
          sx={{ mr: 1, display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Searchbar />
        <Box sx={{ flexGrow: 1 }} />
        {/* The dashboard snapshot keeps none of the vendor's own (src/lib/snapshot-capture.ts). */}
        <Box data-snapshot="drop" sx={{ display: 'contents' }}>
          <SyncStatus />
        </Box>
        <LanguagePopover />
        <Box data-snapshot="drop" sx={{ display: 'contents' }}>
          <NotificationsPopover footer={<PushSettings />} />
          <PushListener />
          <ActingPerson />
          <AccountPopover />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
