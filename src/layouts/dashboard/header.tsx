import { useTranslation } from '../../lib/use-translation';
import { Icon } from '../../components/plain/icons';
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

/**
 * The top bar, on every signed-in screen: plain elements and plain.css's `.ld-header`, as
 * MUI's AppBar and Toolbar drew it. The menus its buttons open are MUI, loaded when first opened.
 */
export function Header({ onOpenNav }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="ld-header">
      <div className="ld-header__bar">
        <button
          type="button"
          className="ld-icon-button ld-header__menu"
          aria-label={t('nav.open')}
          onClick={onOpenNav}
        >
          <Icon name="menu" />
        </button>
        <Searchbar />
        <div className="ld-header__gap" />
        {/* The dashboard snapshot keeps none of the vendor's own (src/lib/snapshot-capture.ts). */}
        <div data-snapshot="drop" className="ld-contents">
          <SyncStatus />
        </div>
        <LanguagePopover />
        <div data-snapshot="drop" className="ld-contents">
          <NotificationsPopover footer={<PushSettings />} />
          <PushListener />
          <ActingPerson />
          <AccountPopover />
        </div>
      </div>
    </header>
  );
}
