import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { HeaderPopover } from '../../../components/header-popover';
import { NOTIFICATION_PANEL_WIDTH } from '../../../config/constants';
import { NotificationsMenu } from './notifications-menu';

interface NotificationsPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  footer?: ReactNode;
}

/** The notification menu in its popover; its own chunk, loaded when the bell is first opened. */
export function NotificationsPanel({ anchor, onClose, footer }: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  return (
    <HeaderPopover
      anchor={anchor}
      onClose={onClose}
      paper={{
        role: 'dialog',
        'aria-label': t('title'),
        sx: { width: NOTIFICATION_PANEL_WIDTH, maxWidth: 'calc(100vw - 16px)' },
      }}
    >
      <NotificationsMenu footer={footer} />
    </HeaderPopover>
  );
}
