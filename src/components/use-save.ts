import { useState } from 'react';
import { ownMessage } from '../lib/errors';

/**
 * Runs a form's save: busy while it runs, then closes the form; a thrown error keeps the form
 * open (with everything typed) and becomes `failure` (the error's own words, else `fallback`).
 */
export function useSave(
  onClose: () => void,
  fallback: string,
): { busy: boolean; failure: string | null; save: (store: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (store: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await store();
      onClose();
    } catch (err) {
      setFailure(ownMessage(err) ?? fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, save };
}
