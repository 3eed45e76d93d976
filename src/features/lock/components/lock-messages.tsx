import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';

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
 *
 * The count is read out by a polite live region and the focus stays where it was (on the pad
 * or nowhere, for a PIN typed on the keyboard). The region is in the page, empty, before the
 * first wrong PIN: one added together with its words is not announced by every screen reader.
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
  return (
    // Empty, it takes no room: no margin from the column it sits in either.
    <Stack role="status" spacing={1.5} sx={{ '&:empty': { mt: 0 } }}>
      {failedAttempts > 0 && (
        <Typography color="error" variant="body2" sx={{ fontWeight: 600 }}>
          {t('wrong', { count: attemptsLeft })}
        </Typography>
      )}
      {failedAttempts > 0 && attemptsLeft <= WARN_FROM && (
        // Read out in the region with the count; an alert of its own would cut it short.
        <Alert severity="warning" role="none">
          {t('lastAttempts', { count: attemptsLeft })}
          {waiting > 0 && ` ${t('sync:signOut.body', { count: waiting })}`}
        </Alert>
      )}
    </Stack>
  );
}
