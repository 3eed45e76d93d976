import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { PinTwiceFields } from '../../../components/pin-field';
import { useSnackbar } from '../../../components/snackbar';
import { usePinTwice } from '../../../components/use-pin-twice';
import type { TeamMember } from '../../../db/types';
import { ApiError, ownMessage } from '../../../lib/errors';
import { useOnline } from '../../../sync/use-online';
import { setMemberPin } from '../api/set-member-pin';

interface PinDialogProps {
  member: TeamMember;
  onClose: () => void;
}

/** Why it failed: the server's words, no way to it (online only), else our words. */
function failureOf(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError && err.kind === 'network') return t('team.pin.offline');
  if (err instanceof ApiError) return err.serverMessage ?? err.firstError ?? t('team.pin.failed');
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
  const form = usePinTwice();
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
      // A PIN the server refused shows on its field; a refused removal, above the form.
      if (next === null || !form.refusedBy(err)) setFailure(failureOf(err, t));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    const pin = form.check();
    if (pin !== null && online) void send(pin);
  };

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
        <PinTwiceFields
          form={form}
          label={t('team.pin.new')}
          againLabel={t('team.pin.again')}
          disabled={!online}
          autoFocus
        />
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
