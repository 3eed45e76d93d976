import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Avatar } from '../../components/plain/avatar';
import { useLazyAnchor } from '../../components/use-lazy-anchor';
import { mediaUrl } from '../../config/env';
import { useSession } from '../../features/auth/hooks/use-session';
import { useOutboxCount } from '../../sync/hooks';

// The menu pulls in MUI's popover, modal and menu list: loaded when first opened.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** SPEC 2 account menu: first name, e-mail, avatar (profile image or first letter), five entries. */
export function AccountPopover() {
  const { t } = useTranslation();
  const session = useSession();
  const menu = useLazyAnchor();
  const waiting = useOutboxCount() ?? 0;

  const name = session?.vendor?.first_name || session?.user.first_name || '';
  const email = session?.vendor?.email ?? session?.user.email ?? '';
  const image = mediaUrl(session?.vendor?.profile_image);

  return (
    <>
      <button
        type="button"
        className="ld-icon-button"
        aria-label={t('account.open')}
        aria-haspopup="menu"
        onClick={menu.open}
      >
        <Avatar src={image} name={name} />
      </button>
      {menu.opened && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={menu.anchor}
            onClose={menu.close}
            name={name}
            email={email}
            waiting={waiting}
          />
        </Suspense>
      )}
    </>
  );
}
