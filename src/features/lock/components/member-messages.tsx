import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberRefusal } from '../api/unlock-member';

/** Wrong PINs left for a person at which the lock screen warns about the lockout. */
const WARN_FROM = 2;

interface MemberMessagesProps {
  name: string;
  failedAttempts: number;
  attemptsLeft: number;
  /** Why the last PIN did not unlock, beyond a wrong one. */
  refusal: MemberRefusal | null;
}

/**
 * What a team member's PINs so far mean: the count, the lockout on this device, and the
 * server's answers in words. A polite live region, in the page before the first message (as
 * LockMessages).
 */
export function MemberMessages({
  name,
  failedAttempts,
  attemptsLeft,
  refusal,
}: MemberMessagesProps) {
  const { t } = useTranslation('lock');
  if (attemptsLeft === 0) {
    return (
      <Alert severity="error" role="alert">
        {t('team.lockedOut', { name })}
      </Alert>
    );
  }
  const words =
    refusal?.reason === 'failed'
      ? refusal.message
      : refusal && refusal.reason !== 'wrong' && refusal.reason !== 'lockedOut'
        ? t(`team.${refusal.reason}`, { name })
        : null;
  return (
    <Stack role="status" spacing={1.5} sx={{ '&:empty': { mt: 0 } }}>
      {words && (
        <Alert severity="warning" role="none">
          {words}
        </Alert>
      )}
      {!words && failedAttempts > 0 && (
        <Typography color="error" variant="body2" sx={{ fontWeight: 600 }}>
          {t('wrong', { count: attemptsLeft })}
        </Typography>
      )}
      {!words && failedAttempts > 0 && attemptsLeft <= WARN_FROM && (
        <Alert severity="warning" role="none">
          {t('team.lastAttempts', { count: attemptsLeft, name })}
        </Alert>
      )}
    </Stack>
  );
}
