import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Popover } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PANEL_WIDTH } from '../../../config/constants';
import { refresh } from '../../../sync/pull';
import { useUnreadCount } from '../hooks/use-notifications';
import { NotificationsMenu } from './notifications-menu';

interface NotificationsPopoverProps {
  /** Shown at the foot of the menu (the layout passes the push settings). */
  footer?: ReactNode;
}

/** The bell with the unread count, and the notification menu (SPEC 2). */
export function NotificationsPopover({ footer }: NotificationsPopoverProps) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount() ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <IconButton
        aria-label={t('bell', { count: unread })}
        aria-haspopup="dialog"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          void refresh('notifications');
        }}
        sx={{ width: 44, height: 44 }}
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="notifications-badge">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('title'),
            sx: { width: NOTIFICATION_PANEL_WIDTH, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <NotificationsMenu footer={footer} />
      </Popover>
    </>
  );
}
