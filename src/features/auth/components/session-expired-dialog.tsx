import { Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { signOut } from '../api/sign-out';
import { usePendingChanges } from '../hooks/use-pending-changes';
import { useReauth } from '../hooks/use-reauth';
import { useSession } from '../hooks/use-session';
import { useSessionExpiry } from '../hooks/use-session-expiry';
import { OtpForm } from './otp-form';

/**
 * The server refused the token (401): the outbox is paused with every change kept. The same
 * vendor signs in again with a code, or signs out (which discards the unsent changes).
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation('auth');
  useSessionExpiry();
  const session = useSession();
  const pending = usePendingChanges() ?? 0;
  const flow = useReauth(session);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const open = session?.expired === true;

  return (
    <>
      <Dialog open={open} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('expired.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{t('expired.body')}</Typography>
            {pending > 0 && (
              <Typography variant="body2" color="warning.main">
                {t('expired.pending', { count: pending })}
              </Typography>
            )}
            {session && (
              <OtpForm key={session.user.email} flow={flow} fixedEmail={session.user.email} />
            )}
            <Button
              color="error"
              sx={{ minHeight: 44 }}
              onClick={() => (pending > 0 ? setConfirming(true) : void signOut())}
            >
              {t('expired.signOut')}
            </Button>
          </Stack>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('expired.confirmSignOut')}
        confirmLabel={t('expired.signOut')}
        onConfirm={() => void signOut()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
