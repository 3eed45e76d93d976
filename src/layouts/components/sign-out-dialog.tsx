import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { signOut } from '../../features/auth/api/sign-out';
import { syncNow } from '../../sync/manage';

interface SignOutDialogProps {
  open: boolean;
  /** Changes not yet on the server (pending or refused). */
  waiting: number;
  onClose: () => void;
}

/**
 * ARCHITECTURE data flow 5: with changes still queued, logging out asks first. Sync now sends
 * them and logs out once none is left; Discard logs out and drops them; Cancel keeps everything.
 */
export function SignOutDialog({ open, waiting, onClose }: SignOutDialogProps) {
  const { t } = useTranslation('sync');
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useState<number | null>(null);

  const close = () => {
    if (busy) return;
    setLeft(null);
    onClose();
  };

  const sendThenSignOut = async () => {
    setBusy(true);
    setLeft(null);
    try {
      const outcome = await syncNow();
      if (outcome.left === 0) {
        await signOut();
        return;
      }
      setLeft(outcome.left);
    } catch {
      setLeft(waiting);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="sign-out-dialog-title">
      <DialogTitle id="sign-out-dialog-title">{t('signOut.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('signOut.body', { count: waiting })}</DialogContentText>
        {left !== null && left > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }} role="alert">
            {t('signOut.stillWaiting', { count: left })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy} sx={{ minHeight: 44 }}>
          {t('signOut.cancel')}
        </Button>
        <Button color="error" disabled={busy} onClick={() => void signOut()} sx={{ minHeight: 44 }}>
          {t('signOut.discard')}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void sendThenSignOut()}
          sx={{ minHeight: 44 }}
        >
          {busy ? t('signOut.syncing') : t('signOut.syncNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
