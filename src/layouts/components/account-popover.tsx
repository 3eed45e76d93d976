import { Avatar, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../config/env';
import { useSession } from '../../features/auth/hooks/use-session';
import { useOutboxCount } from '../../sync/hooks';

// The menu pulls in MUI's popover, modal and menu list: loaded when first opened.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** SPEC 2 account menu: first name, e-mail, avatar (profile image or first letter), five entries. */
export function AccountPopover() {
  const { t } = useTranslation();
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const waiting = useOutboxCount() ?? 0;

  const name = session?.vendor?.first_name || session?.user.first_name || '';
  const email = session?.vendor?.email ?? session?.user.email ?? '';
  const image = mediaUrl(session?.vendor?.profile_image);

  return (
    <>
      <IconButton
        aria-label={t('account.open')}
        aria-haspopup="menu"
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <Avatar src={image} alt={name} sx={{ width: 36, height: 36 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            name={name}
            email={email}
            waiting={waiting}
          />
        </Suspense>
      )}
    </>
  );
}
