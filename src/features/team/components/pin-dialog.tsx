import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { pinProblem } from '../../../config/permissions';
import type { TeamMember } from '../../../db/types';
import { ApiError, ownMessage } from '../../../lib/errors';
import { useOnline } from '../../../sync/use-online';
import { setMemberPin } from '../api/set-member-pin';

interface PinDialogProps {
  member: TeamMember;
  onClose: () => void;
}

const PIN_FIELD = {
  type: 'password',
  fullWidth: true,
  autoComplete: 'new-password',
  slotProps: { htmlInput: { inputMode: 'numeric' as const, pattern: '[0-9]*' } },
};

/** The server's own words for a PIN it refused (a bad or shared PIN), to show on the field. */
function refusal(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.kind !== 'http' || err.status !== 400) return undefined;
  return err.serverMessage ?? err.firstError;
}

/** Why it failed otherwise: the server's words, no way to it (online only), else our words. */
function failureOf(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError && err.kind === 'network') return t('team.pin.offline');
  if (err instanceof ApiError) return err.serverMessage ?? t('team.pin.failed');
  return ownMessage(err) ?? t('team.pin.failed');
}

/**
 * Sets or removes a member's staff PIN (docs/staff-access.md), entered twice. Online only: the
 * PIN goes straight to the server and never into the outbox; offline the dialog says so.
 */
export function PinDialog({ member, onClose }: PinDialogProps) {
  const { t } = useTranslation(['catalogue', 'lock']);
  const { enqueueSnackbar } = useSnackbar();
  const online = useOnline();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [againError, setAgainError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = member.first_name;

  const send = async (next: string | null) => {
    setBusy(true);
    setFailure(null);
    try {
      await setMemberPin(member.id, next);
      enqueueSnackbar(t(next === null ? 'team.pin.removed' : 'team.pin.saved', { name }), {
        variant: 'success',
      });
      onClose();
    } catch (err) {
      const words = refusal(err);
      if (words && next !== null) setPinError(words);
      else setFailure(words ?? failureOf(err, t));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const problem = pinProblem(pin);
    setPinError(problem ? t(`lock:pinError.${problem}`) : null);
    setAgainError(!problem && pin !== again ? t('lock:pinError.mismatch') : null);
    if (!problem && pin === again && online) void send(pin);
  };

  /** One of the two PIN fields: hidden digits, the numeric keypad, its problem below it. */
  const field = (
    id: string,
    label: string,
    value: string,
    set: (value: string) => void,
    problem: string | null,
  ) => ({
    ...PIN_FIELD,
    id,
    label: t(label),
    value,
    onChange: (e: { target: { value: string } }) => set(e.target.value),
    error: Boolean(problem),
    helperText: problem ?? undefined,
    disabled: !online,
  });

  return (
    <FormDialog
      open
      title={t('team.pin.title', { name: `${member.first_name} ${member.last_name ?? ''}`.trim() })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy || !online}
      failure={failure}
      submitLabel={t('team.pin.save')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('team.pin.hint', { name })}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t(member.pin_set ? 'team.pin.has' : 'team.pin.hasNone', { name })}
        </Typography>
        {!online && <Alert severity="warning">{t('team.pin.offline')}</Alert>}
        <TextField {...field('member-pin', 'team.pin.new', pin, setPin, pinError)} autoFocus />
        <TextField {...field('member-pin-again', 'team.pin.again', again, setAgain, againError)} />
        {member.pin_set && (
          <Button
            color="error"
            variant="outlined"
            disabled={busy || !online}
            onClick={() => void send(null)}
            sx={{ alignSelf: 'flex-start', minHeight: 44 }}
          >
            {t('team.pin.remove')}
          </Button>
        )}
      </Stack>
    </FormDialog>
  );
}
