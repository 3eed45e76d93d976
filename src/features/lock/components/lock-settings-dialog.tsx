import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
} from '@mui/material';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PinField } from '../../../components/pin-field';
import { useFocusFirstInvalid } from '../../../components/use-focus-first-invalid';
import { IDLE_CHOICES, type IdleMinutes } from '../../../db/device-lock';
import { useLock } from '../../../sync/use-device-lock';
import { OwnPinForm } from './own-pin-form';
import { useOnline } from '../../../sync/use-online';
import { useLockSettings } from '../hooks/use-lock-settings';
import { MAX_PIN_ATTEMPTS } from '../../../config/permissions';

interface LockSettingsDialogProps {
  onClose: () => void;
}

/**
 * "Lock this device": the PIN, the idle time and team sign-in, from the account menu (issue 17,
 * issue 27). In team sign-in only the owner, unlocked, may change it.
 */
export function LockSettingsDialog({ onClose }: LockSettingsDialogProps) {
  const { t } = useTranslation(['lock', 'common']);
  const lock = useLock() ?? null;
  const online = useOnline();
  const form = useLockSettings(lock, onClose);
  const titleId = useId();
  const idleId = useId();
  const teamHintId = useId();
  const ownerOnly = Boolean(lock?.team) && lock?.team?.person?.memberId !== 'owner';
  const invalid = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
    invalid.submitted();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {ownerOnly ? (
        <>
          <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
          <DialogContent>
            <Alert severity="info">{t('settings.ownerOnly')}</Alert>
            <OwnPinForm onDone={onClose} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>
              {t('common:actions.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form ref={invalid.ref} onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {t('settings.intro', { count: MAX_PIN_ATTEMPTS })}
            </DialogContentText>
            <Stack spacing={2}>
              <PinField
                label={lock ? t('settings.newPinKeep') : t('settings.newPin')}
                autoComplete="off"
                value={form.pin}
                onChange={form.setPin}
                problem={form.problems.pin && t(`pinError.${form.problems.pin}`)}
                hint={t('settings.pinHint')}
                autoFocus
              />
              <PinField
                label={t('settings.repeat')}
                autoComplete="off"
                value={form.repeat}
                onChange={form.setRepeat}
                problem={form.problems.repeat && t('pinError.mismatch')}
              />
              <FormControl>
                <FormLabel id={idleId}>{t('settings.idle')}</FormLabel>
                <RadioGroup
                  aria-labelledby={idleId}
                  value={String(form.idle)}
                  onChange={(e) => form.setIdle(Number(e.target.value) as IdleMinutes)}
                >
                  {IDLE_CHOICES.map((minutes) => (
                    <FormControlLabel
                      key={minutes}
                      value={String(minutes)}
                      control={<Radio />}
                      label={
                        minutes === 0
                          ? t('settings.idleOff')
                          : t('settings.minutes', { count: minutes })
                      }
                      sx={{ minHeight: 44 }}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              <FormControlLabel
                control={
                  <Switch
                    checked={form.team}
                    onChange={(e) => form.setTeam(e.target.checked)}
                    disabled={!online && form.team === Boolean(lock?.team)}
                    slotProps={{ input: { 'aria-describedby': teamHintId } }}
                  />
                }
                label={t('settings.team')}
                sx={{ minHeight: 44 }}
              />
              <FormHelperText id={teamHintId} sx={{ mt: '0 !important' }}>
                {online ? t('settings.teamHint') : t('settings.teamOffline')}
              </FormHelperText>
            </Stack>
            {form.failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {form.failure.kind === 'server'
                  ? form.failure.message
                  : form.failure.kind === 'offline'
                    ? t('settings.teamOffline')
                    : t('settings.failed')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {lock && (
              <Button
                color="error"
                disabled={form.busy}
                onClick={() => void form.remove()}
                sx={{ minHeight: 44, mr: 'auto' }}
              >
                {t('settings.remove')}
              </Button>
            )}
            <Button onClick={onClose} disabled={form.busy} sx={{ minHeight: 44 }}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={form.busy} sx={{ minHeight: 44 }}>
              {t('common:actions.save')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
