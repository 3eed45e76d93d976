import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Avatar } from '@mui/material';
import type { ReactNode } from 'react';
import { mediaUrl } from '../../../config/env';
import type { AppNotification } from '../../../db/types';

/** SPEC 2: these types have their own icon; any other uses the notification's avatar. */
const TYPE_ICONS: Record<string, ReactNode> = {
  order_placed: <ShoppingCartOutlined />,
  order_shipped: <LocalShippingOutlined />,
  mail: <MailOutlined />,
  chat_message: <ChatBubbleOutline />,
};

export function NotificationAvatar({ notification }: { notification: AppNotification }) {
  const icon = TYPE_ICONS[notification.type];
  if (icon) {
    return (
      <Avatar data-type={notification.type} sx={{ bgcolor: 'action.hover', color: 'primary.main' }}>
        {icon}
      </Avatar>
    );
  }
  return (
    <Avatar data-type={notification.type} src={mediaUrl(notification.avatar)} alt="">
      <NotificationsOutlined />
    </Avatar>
  );
}
