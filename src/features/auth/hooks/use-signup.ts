import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { generalMessage } from '../../../lib/errors';
import {
  createLab,
  findVendor,
  verifySignupCode,
  type LabDetails,
  type LoginAnswer,
} from '../api/auth-api';
import { storeSignIn } from '../api/store-sign-in';
import type { PendingSignup } from './use-login';
import { useOtpFlow, type OtpFlow } from './use-otp-flow';

function pendingFrom(state: unknown): PendingSignup | null {
  if (state && typeof state === 'object' && 'pending' in state) {
    const pending = (state as { pending: unknown }).pending;
    if (pending && typeof pending === 'object' && 'token' in pending) {
      return pending as PendingSignup;
    }
  }
  return null;
}

export interface Signup {
  flow: OtpFlow;
  /** Set once the e-mail is verified and the lab's details are next. */
  pending: PendingSignup | null;
  saving: boolean;
  error: string | null;
  submitDetails: (details: LabDetails) => Promise<void>;
}

/** /signup: e-mail and code (JSON verify), then POST /labs/, then /success. */
export function useSignup(): Signup {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<PendingSignup | null>(() => pendingFrom(location.state));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onVerified = useCallback(
    async ({ user, token }: LoginAnswer) => {
      const vendor = await findVendor(token, user.email);
      if (vendor) {
        // Already has a lab: this was a sign-in after all.
        await storeSignIn(user, token, vendor);
        await navigate('/', { replace: true });
        return;
      }
      setPending({ user, token });
    },
    [navigate],
  );
  const flow = useOtpFlow(verifySignupCode, onVerified);

  const submitDetails = useCallback(
    async (details: LabDetails) => {
      if (!pending || saving) return;
      setSaving(true);
      setError(null);
      try {
        const vendor = await createLab(pending.token, details);
        await navigate('/success', { state: { pending, vendor }, replace: true });
      } catch (err) {
        setError(generalMessage(err));
      } finally {
        setSaving(false);
      }
    },
    [pending, saving, navigate],
  );

  return { flow, pending, saving, error, submitDetails };
}
