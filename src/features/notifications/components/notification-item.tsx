import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  IconButton,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AppNotification } from '../../../db/types';
import { visuallyHidden } from '../../../theme/visually-hidden';
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
  const hintId = useId();
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
      {/*
        Named by what it shows (WCAG 2.5.3: a voice user says what they see), with "Unread:"
        before it for a screen reader, where the tint says it; what a press does is its
        description.
      */}
      <ListItemButton
        onClick={() => onOpen(notification)}
        aria-describedby={unread ? hintId : undefined}
        sx={{ py: 1.5, px: 2.5, minHeight: 44, alignItems: 'flex-start' }}
      >
        <ListItemAvatar>
          <NotificationAvatar notification={notification} />
        </ListItemAvatar>
        <ListItemText
          disableTypography
          primary={
            <Typography variant="subtitle2">
              {unread && (
                <Box component="span" sx={visuallyHidden}>
                  {`${t('unread_prefix')} `}
                </Box>
              )}
              {notification.title}
              {text && (
                <Typography component="span" variant="body2" color="textSecondary">
                  &nbsp;{text}
                </Typography>
              )}
            </Typography>
          }
          secondary={
            // Secondary grey: 4.8:1 on an unread item's tint (the disabled grey had 2.4:1).
            <Typography variant="caption" color="textSecondary" component="time">
              {relativeTime(notification.created_at, i18n.language)}
            </Typography>
          }
        />
      </ListItemButton>
      {unread && (
        <span id={hintId} hidden>
          {t('mark_read_hint')}
        </span>
      )}
    </ListItem>
  );
}
