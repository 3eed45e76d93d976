import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PinTwiceFields } from '../../../components/pin-field';
import { useSnackbar } from '../../../components/snackbar';
import { usePinTwice } from '../../../components/use-pin-twice';
import { generalMessage } from '../../../lib/errors';
import { useOnline } from '../../../sync/use-online';
import { changeOwnPin } from '../api/change-own-pin';

/**
 * A team member unlocked on the shared device changes their own PIN (issue 27): twice, the
 * device PIN's rules, online only; the server's refusal (a PIN another member has) on the field.
 */
export function OwnPinForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('lock');
  const { enqueueSnackbar } = useSnackbar();
  const online = useOnline();
  const headingId = useId();
  const form = usePinTwice();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pin = form.check();
    if (pin === null || !online) return;
    setBusy(true);
    setFailure(null);
    try {
      await changeOwnPin(pin);
      enqueueSnackbar(t('settings.ownPin.saved'), { variant: 'success' });
      onDone();
    } catch (err) {
      if (!form.refusedBy(err)) setFailure(generalMessage(err));
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
      <PinTwiceFields
        form={form}
        label={t('settings.newPin')}
        againLabel={t('settings.repeat')}
        hint={t('settings.pinHint')}
        disabled={!online}
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
