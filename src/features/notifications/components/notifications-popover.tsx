import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The bell's place in the header; the menu itself comes with the notifications issue. */
export function NotificationsPopover() {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('header.notifications')}>
      <Badge badgeContent={0} color="error">
        <NotificationsOutlined />
      </Badge>
    </IconButton>
  );
}
