import { Box, Divider, MenuItem, MenuList, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { HeaderPopover } from '../../components/header-popover';
import { useRights } from '../../components/use-rights';
import { ACCOUNT_MENU_WIDTH } from '../../config/constants';
import { ROUTES } from '../../config/routes';
import { signOut } from '../../features/auth/api/sign-out';
import { lockNow } from '../../features/lock/api/lock-now';
import { useLock } from '../../sync/use-device-lock';
import { SignOutDialog } from './sign-out-dialog';

const LockSettingsDialog = lazy(() =>
  import('../../features/lock/components/lock-settings-dialog').then((m) => ({
    default: m.LockSettingsDialog,
  })),
);

const ENTRIES = [
  { key: 'account.edit_profile', path: '/profile' },
  { key: 'account.edit_business', path: '/business' },
  { key: 'account.add_business_images', path: '/business_images' },
  { key: 'account.change_password', path: '/change_password' },
].map((entry) => ({ ...entry, right: ROUTES.find((r) => r.path === entry.path)?.right }));

interface AccountMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  email: string;
  /** Changes still queued: sign-out asks first (ARCHITECTURE data flow 5). */
  waiting: number;
}

/** The account menu itself; its own chunk, loaded when the vendor first opens it. */
export function AccountMenu({ anchor, onClose, name, email, waiting }: AccountMenuProps) {
  const { t } = useTranslation(['common', 'lock']);
  const navigate = useNavigate();
  const [askSignOut, setAskSignOut] = useState(false);
  const [lockSettings, setLockSettings] = useState(false);
  const lock = useLock();
  const pinSet = Boolean(lock);
  const can = useRights();
  // The business's own screens only for a role that may change them (their routes' right).
  const entries = ENTRIES.filter((entry) => !entry.right || can(entry.right));

  return (
    <>
      <HeaderPopover
        anchor={anchor}
        onClose={onClose}
        paper={{ sx: { width: ACCOUNT_MENU_WIDTH } }}
      >
        <Box sx={{ p: 2, pb: 1.5 }}>
          <Typography variant="subtitle2" noWrap data-testid="account-name">
            {name}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {email}
          </Typography>
        </Box>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <MenuList autoFocusItem={anchor !== null} sx={{ p: 1 }}>
          {entries.map((entry) => (
            <MenuItem
              key={entry.key}
              onClick={() => {
                onClose();
                void navigate(entry.path);
              }}
            >
              {t(entry.key)}
            </MenuItem>
          ))}
          {entries.length > 0 && <Divider sx={{ borderStyle: 'dashed' }} />}
          {pinSet && (
            <MenuItem
              onClick={() => {
                onClose();
                void lockNow();
              }}
            >
              {lock?.team ? t('staff.switch') : t('lock:menu.lockNow')}
            </MenuItem>
          )}
          <MenuItem
            onClick={() => {
              onClose();
              setLockSettings(true);
            }}
          >
            {t('lock:menu.settings')}
          </MenuItem>
          <Divider sx={{ borderStyle: 'dashed' }} />
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              onClose();
              if (waiting > 0) setAskSignOut(true);
              else void signOut();
            }}
          >
            {t('account.log_out')}
          </MenuItem>
        </MenuList>
      </HeaderPopover>
      <SignOutDialog open={askSignOut} waiting={waiting} onClose={() => setAskSignOut(false)} />
      {lockSettings && (
        <Suspense fallback={null}>
          <LockSettingsDialog onClose={() => setLockSettings(false)} />
        </Suspense>
      )}
    </>
  );
}
