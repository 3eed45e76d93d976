import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { Lab } from '../../../db/types';
import { generalMessage } from '../../../lib/errors';
import { storeSignIn } from '../api/store-sign-in';
import type { PendingSignup } from '../hooks/use-login';

interface SuccessState {
  pending: PendingSignup;
  vendor: Lab;
}

function readState(state: unknown): SuccessState | null {
  if (state && typeof state === 'object' && 'pending' in state && 'vendor' in state) {
    return state as SuccessState;
  }
  return null;
}

/** /success: the lab exists; the session starts when the vendor goes on to the dashboard. */
export function SignupSuccessView() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const done = readState(location.state);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const goOn = async () => {
    if (!done) return;
    setBusy(true);
    try {
      await storeSignIn(done.pending.user, done.pending.token, done.vendor);
      await navigate('/', { replace: true });
    } catch (err) {
      setError(generalMessage(err));
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {t('success.title')}
      </Typography>
      <Typography color="textSecondary">
        {done ? t('success.body', { name: done.vendor.name }) : t('success.signInNow')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {done ? (
        <Button variant="contained" size="large" loading={busy} onClick={() => void goOn()}>
          {t('success.toDashboard')}
        </Button>
      ) : (
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {t('login.title')}
        </Button>
      )}
    </Stack>
  );
}
