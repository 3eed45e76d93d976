import { Link, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { useSignup } from '../hooks/use-signup';
import { LabDetailsForm } from './lab-details-form';
import { OtpForm } from './otp-form';

/** /signup: verify the e-mail with a code, then describe the lab. */
export function SignupView() {
  const { t } = useTranslation('auth');
  const signup = useSignup();
  const step = signup.pending ? 1 : 0;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('signup.title')}
      </Typography>
      <Stepper activeStep={step} alternativeLabel>
        <Step>
          <StepLabel>{t('signup.stepEmail')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t('signup.stepLab')}</StepLabel>
        </Step>
      </Stepper>
      {signup.pending ? (
        <LabDetailsForm
          saving={signup.saving}
          error={signup.error}
          onSubmit={(details) => void signup.submitDetails(details)}
        />
      ) : (
        <OtpForm flow={signup.flow} submitLabel={t('signup.verify')} />
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ py: 1.5 }}>
        {t('signup.toLogin')}
      </Link>
    </Stack>
  );
}
