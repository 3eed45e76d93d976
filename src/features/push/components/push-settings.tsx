import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { pushConfigured } from '../../../config/env';
import { enablePush } from '../api/register-push';
import { usePushToken } from '../hooks/use-push-token';

function permissionNow(): NotificationPermission | 'unsupported' {
  return 'Notification' in globalThis ? Notification.permission : 'unsupported';
}

/** The push part of the notifications menu: off, blocked, on, or a button to turn it on. */
export function PushSettings({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('notifications');
  const stored = usePushToken();
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState(permissionNow);

  let content;
  if (!pushConfigured) {
    content = <Typography variant="body2">{t('push.not_configured')}</Typography>;
  } else if (permission === 'unsupported') {
    content = <Typography variant="body2">{t('push.unsupported')}</Typography>;
  } else if (stored === undefined) {
    content = null;
  } else if (stored && permission === 'granted') {
    content = <Typography variant="body2">{t('push.on')}</Typography>;
  } else if (permission === 'denied') {
    content = <Typography variant="body2">{t('push.blocked')}</Typography>;
  } else {
    content = (
      <Button
        variant="outlined"
        size="small"
        startIcon={<NotificationsActiveOutlined />}
        disabled={busy}
        sx={{ minHeight: 44 }}
        onClick={() => {
          setBusy(true);
          void enablePush().finally(() => {
            setBusy(false);
            setPermission(permissionNow());
          });
        }}
      >
        {t('push.enable')}
      </Button>
    );
  }

  return (
    <Box
      component="section"
      aria-label={t('push.section')}
      sx={[{ px: 2.5, py: 1.5, color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {content}
    </Box>
  );
}
