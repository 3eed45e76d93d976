import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Wrong PINs left before the wipe at which the lock screen starts to warn about it. */
const WARN_FROM = 2;

interface LockMessagesProps {
  failedAttempts: number;
  attemptsLeft: number;
  /** Changes not yet on the server: a wipe would lose them. */
  waiting: number;
}

/**
 * What the wrong PINs so far mean. Near the limit it warns that the device will sign out and
 * delete its data, with the sign-out's own words about changes not yet sent.
 */
export function LockMessages({ failedAttempts, attemptsLeft, waiting }: LockMessagesProps) {
  const { t } = useTranslation(['lock', 'sync']);
  if (attemptsLeft === 0) {
    return (
      <Alert severity="error" role="alert">
        {t('wiping')}
      </Alert>
    );
  }
  if (failedAttempts === 0) return null;
  return (
    <>
      <Typography role="alert" color="error" variant="body2" sx={{ fontWeight: 600 }}>
        {t('wrong', { count: attemptsLeft })}
      </Typography>
      {attemptsLeft <= WARN_FROM && (
        <Alert severity="warning">
          {t('lastAttempts', { count: attemptsLeft })}
          {waiting > 0 && ` ${t('sync:signOut.body', { count: waiting })}`}
        </Alert>
      )}
    </>
  );
}
