import { Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { signOut } from '../api/sign-out';
import { usePendingChanges } from '../hooks/use-pending-changes';
import { useReauth } from '../hooks/use-reauth';
import type { SessionRow } from '../../../db/db';
import { OtpForm } from './otp-form';

/** The dialog of SessionExpiredDialog; its own chunk, loaded only when a session expires. */
export function ExpiredDialog({ session }: { session: SessionRow }) {
  const { t } = useTranslation('auth');
  const pending = usePendingChanges() ?? 0;
  const flow = useReauth(session);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  return (
    <>
      <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('expired.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{t('expired.body')}</Typography>
            {pending > 0 && (
              <Typography variant="body2" color="warning">
                {t('expired.pending', { count: pending })}
              </Typography>
            )}
            <OtpForm key={session.user.email} flow={flow} fixedEmail={session.user.email} />
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
