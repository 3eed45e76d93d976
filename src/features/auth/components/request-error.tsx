import { PlainAlert } from '../../../components/plain/alert';

/** Why the last request failed, announced as an alert; nothing when it did not fail. */
export function RequestError({ error }: { error: string | null }) {
  if (!error) return null;
  return <PlainAlert>{error}</PlainAlert>;
}
