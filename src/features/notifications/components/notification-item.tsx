import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  IconButton,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '../../../db/types';
import { relativeTime } from '../lib/relative-time';
import { NotificationAvatar } from './notification-avatar';

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  onDelete: (notification: AppNotification) => void;
}

export function NotificationItem({ notification, onOpen, onDelete }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const unread = !notification.read;
  const text = notification.message ?? notification.description ?? '';
  return (
    <ListItem
      disablePadding
      data-testid="notification-item"
      data-read={notification.read ? 'true' : 'false'}
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('delete_one', { title: notification.title })}
          onClick={() => onDelete(notification)}
          sx={{ width: 44, height: 44 }}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      }
      sx={(theme) => ({
        ...(unread && { bgcolor: alpha(theme.palette.primary.main, 0.08) }),
      })}
    >
      <ListItemButton
        onClick={() => onOpen(notification)}
        aria-label={t(unread ? 'open_unread' : 'open_read', { title: notification.title })}
        sx={{ py: 1.5, px: 2.5, minHeight: 44, alignItems: 'flex-start' }}
      >
        <ListItemAvatar>
          <NotificationAvatar notification={notification} />
        </ListItemAvatar>
        <ListItemText
          disableTypography
          primary={
            <Typography variant="subtitle2">
              {notification.title}
              {text && (
                <Typography component="span" variant="body2" color="textSecondary">
                  &nbsp;{text}
                </Typography>
              )}
            </Typography>
          }
          secondary={
            <Typography variant="caption" color="textDisabled" component="time">
              {relativeTime(notification.created_at, i18n.language)}
            </Typography>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}
