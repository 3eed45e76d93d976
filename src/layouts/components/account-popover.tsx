import {
  Avatar,
  Box,
  Divider,
  IconButton,
  MenuItem,
  MenuList,
  Popover,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MENU_WIDTH } from '../../config/constants';
import { mediaUrl } from '../../config/env';
import { signOut } from '../../features/auth/api/sign-out';
import { useSession } from '../../features/auth/hooks/use-session';
import { useOutboxCount } from '../../sync/hooks';
import { SignOutDialog } from './sign-out-dialog';

const ENTRIES = [
  { key: 'account.edit_profile', path: '/profile' },
  { key: 'account.edit_business', path: '/business' },
  { key: 'account.add_business_images', path: '/business_images' },
  { key: 'account.change_password', path: '/change_password' },
] as const;

/** SPEC 2 account menu: first name, e-mail, avatar (profile image or first letter), five entries. */
export function AccountPopover() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const waiting = useOutboxCount() ?? 0;
  const [askSignOut, setAskSignOut] = useState(false);

  const name = session?.vendor?.first_name || session?.user.first_name || '';
  const email = session?.vendor?.email ?? session?.user.email ?? '';
  const image = mediaUrl(session?.vendor?.profile_image);

  return (
    <>
      <IconButton
        aria-label={t('account.open')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Avatar src={image} alt={name} sx={{ width: 36, height: 36 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: ACCOUNT_MENU_WIDTH } } }}
      >
        <Box sx={{ p: 2, pb: 1.5 }}>
          <Typography variant="subtitle2" noWrap data-testid="account-name">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {email}
          </Typography>
        </Box>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <MenuList autoFocusItem={anchor !== null} sx={{ p: 1 }}>
          {ENTRIES.map((entry) => (
            <MenuItem
              key={entry.key}
              onClick={() => {
                setAnchor(null);
                void navigate(entry.path);
              }}
            >
              {t(entry.key)}
            </MenuItem>
          ))}
          <Divider sx={{ borderStyle: 'dashed' }} />
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setAnchor(null);
              // Changes still queued: ask before they are lost (ARCHITECTURE data flow 5).
              if (waiting > 0) setAskSignOut(true);
              else void signOut();
            }}
          >
            {t('account.log_out')}
          </MenuItem>
        </MenuList>
      </Popover>
      <SignOutDialog open={askSignOut} waiting={waiting} onClose={() => setAskSignOut(false)} />
    </>
  );
}
