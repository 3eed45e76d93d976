import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Badge } from '../../../components/plain/badge';
import { Icon } from '../../../components/plain/icons';
import { useLazyAnchor } from '../../../components/use-lazy-anchor';
import { refresh } from '../../../sync/pull';
import { useUnreadCount } from '../hooks/use-notifications';

// The menu (list, dates, popover) loads when the bell is first opened.
const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
);

interface NotificationsPopoverProps {
  /** Shown at the foot of the menu (the layout passes the push settings). */
  footer?: ReactNode;
}

/** The bell with the unread count, and the notification menu (SPEC 2). */
export function NotificationsPopover({ footer }: NotificationsPopoverProps) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount() ?? 0;
  const panel = useLazyAnchor();

  return (
    <>
      <button
        type="button"
        className="ld-icon-button"
        aria-label={t('bell', { count: unread })}
        aria-haspopup="dialog"
        onClick={(e) => {
          panel.open(e);
          void refresh('notifications');
        }}
      >
        <Badge count={unread} tone="error" data-testid="notifications-badge">
          <Icon name="notifications" />
        </Badge>
      </button>
      {panel.opened && (
        <Suspense fallback={null}>
          <NotificationsPanel anchor={panel.anchor} onClose={panel.close} footer={footer} />
        </Suspense>
      )}
    </>
  );
}
