import { Alert } from '@mui/material';

/** Why the last request failed, announced as an alert; nothing when it did not fail. */
export function RequestError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  );
}
