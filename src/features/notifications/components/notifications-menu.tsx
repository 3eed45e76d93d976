import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import { Alert, Box, Button, Divider, List, Typography } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useFocusAfterRemoval } from '../../../components/use-focus-after-removal';
import type { AppNotification } from '../../../db/types';
import { refresh } from '../../../sync/pull';
import { deleteAllNotifications } from '../api/delete-all-notifications';
import { deleteNotification } from '../api/delete-notification';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';
import type { NotificationNotice } from '../api/notification-notice';
import {
  useNotificationsPull,
  useRefusedNotificationChanges,
} from '../hooks/use-notification-status';
import { useNotifications, useUnreadCount } from '../hooks/use-notifications';
import { useServerNotice } from '../hooks/use-server-notice';
import { NotificationItem } from './notification-item';

interface NotificationsMenuProps {
  /** Composed by the layout (push settings), so this feature does not import another. */
  footer?: ReactNode;
}

export function NotificationsMenu({ footer }: NotificationsMenuProps) {
  const { t } = useTranslation('notifications');
  const notifications = useNotifications();
  const unread = useUnreadCount();
  const pull = useNotificationsPull();
  const refused = useRefusedNotificationChanges();
  const [notice, setNotice] = useState<NotificationNotice | null>(null);
  const serverWords = useServerNotice(notice && 'awaiting' in notice ? notice.awaiting : null);
  const shown = notice && 'text' in notice ? notice.text : serverWords;

  const run = (action: () => Promise<NotificationNotice | null>) => {
    setNotice(null);
    void action().then(setNotice);
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterDelete = useFocusAfterRemoval(
    notifications?.map((n) => String(n.id)),
    () =>
      Array.from(
        listRef.current?.querySelectorAll<HTMLElement>(':scope > li > .MuiListItemButton-root') ??
          [],
      ),
    () => headingRef.current,
  );
  const open = (n: AppNotification) => run(() => markNotificationRead(n));
  const remove = (n: AppNotification) => {
    focusAfterDelete.removing(String(n.id));
    setNotice(null);
    void deleteNotification(n.id).then((failed) => {
      if (failed) focusAfterDelete.cancel();
      setNotice(failed);
    });
  };

  let list: ReactNode;
  if (notifications === undefined) list = <LoadingState sx={{ py: 4 }} />;
  else if (notifications.length === 0) {
    list = (
      <Typography variant="body2" color="textSecondary" sx={{ px: 2.5, py: 3 }} role="status">
        {t('empty')}
      </Typography>
    );
  } else {
    list = (
      <List
        ref={listRef}
        disablePadding
        aria-label={t('list')}
        sx={{ maxHeight: 420, overflowY: 'auto' }}
      >
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={open} onDelete={remove} />
        ))}
      </List>
    );
  }

  return (
    <Box>
      <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
        <Typography ref={headingRef} variant="subtitle1" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid="unread-line">
          {unread === undefined ? '\u00a0' : t('unread', { count: unread })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, px: 2.5, pb: 1.5 }}>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteSweepOutlined />}
          sx={{ minHeight: 44 }}
          onClick={() => run(deleteAllNotifications)}
        >
          {t('delete_all')}
        </Button>
        <Button
          size="small"
          startIcon={<DoneAll />}
          sx={{ minHeight: 44 }}
          onClick={() => run(markAllNotificationsRead)}
        >
          {t('mark_all_read')}
        </Button>
      </Box>
      {notice && shown && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mx: 2, mb: 1 }}>
          {shown}
        </Alert>
      )}
      {refused?.map((row) => (
        <Alert key={row.seq} severity="error" sx={{ mx: 2, mb: 1 }}>
          {row.lastError}
        </Alert>
      ))}
      {pull?.error && notifications?.length === 0 && (
        <ErrorState
          message={pull.error}
          onRetry={() => void refresh('notifications')}
          sx={{ mx: 2, mb: 1 }}
        />
      )}
      <Divider />
      {list}
      {footer && (
        <>
          <Divider />
          {footer}
        </>
      )}
    </Box>
  );
}
