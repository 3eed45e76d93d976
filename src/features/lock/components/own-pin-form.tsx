import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar';
import { pinProblem, PIN_MAX_DIGITS } from '../../../config/permissions';
import { ApiError, generalMessage } from '../../../lib/errors';
import { useOnline } from '../../../sync/use-online';
import { changeOwnPin } from '../api/change-own-pin';

const PIN_INPUT = { inputMode: 'numeric' as const, pattern: '[0-9]*', maxLength: PIN_MAX_DIGITS };

/**
 * A team member unlocked on the shared device changes their own PIN (issue 27): twice, the
 * device PIN's rules, online only; the server's refusal (a PIN another member has) on the field.
 */
export function OwnPinForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('lock');
  const { enqueueSnackbar } = useSnackbar();
  const online = useOnline();
  const headingId = useId();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = pinProblem(pin);
    setPinError(problem ? t(`pinError.${problem}`) : null);
    setRepeatError(!problem && pin !== repeat ? t('pinError.mismatch') : null);
    if (problem || pin !== repeat || !online) return;
    setBusy(true);
    setFailure(null);
    try {
      await changeOwnPin(pin);
      enqueueSnackbar(t('settings.ownPin.saved'), { variant: 'success' });
      onDone();
    } catch (err) {
      const refused = err instanceof ApiError && err.kind === 'http' && err.status === 400;
      if (refused) setPinError(err.serverMessage ?? generalMessage(err));
      else setFailure(generalMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      aria-labelledby={headingId}
      onSubmit={(e) => void submit(e)}
      noValidate
      sx={{ pt: 2 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('settings.ownPin.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('settings.ownPin.hint')}
      </Typography>
      {!online && <Alert severity="warning">{t('settings.ownPin.offline')}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={t('settings.newPin')}
        type="password"
        autoComplete="new-password"
        value={pin}
        onChange={(e) => setPin(e.target.value)}
        error={Boolean(pinError)}
        helperText={pinError ?? t('settings.pinHint')}
        disabled={!online}
        slotProps={{ htmlInput: PIN_INPUT }}
      />
      <TextField
        label={t('settings.repeat')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={Boolean(repeatError)}
        helperText={repeatError ?? undefined}
        disabled={!online}
        slotProps={{ htmlInput: PIN_INPUT }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !online}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        {t('settings.ownPin.save')}
      </Button>
    </Stack>
  );
}
