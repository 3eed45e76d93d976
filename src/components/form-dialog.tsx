import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
} from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

interface FormDialogProps extends Omit<DialogProps, 'title' | 'open' | 'onClose' | 'onSubmit'> {
  title: string;
  open: boolean;
  onClose: () => void;
  /**
   * Called on submit (the page does not reload); check and store the values here. A field the
   * check marks invalid (aria-invalid, as MUI's `error` does) gets the focus, the first of them.
   */
  onSubmit: () => void;
  /** While saving, the submit button is disabled. */
  busy: boolean;
  /** Why the last save failed, shown under the fields; null when it did not. */
  failure: string | null;
  /** The submit button's text; "Save" by default. */
  submitLabel?: string;
  children: ReactNode;
}

/** A dialog around a form: title, the fields, a failure message, Cancel and Save. */
export function FormDialog({
  title,
  open,
  onClose,
  onSubmit,
  busy,
  failure,
  submitLabel,
  children,
  ...other
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const invalid = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    invalid.submitted();
  };
  return (
    <Dialog
      maxWidth="sm"
      fullWidth
      {...other}
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
    >
      <form ref={invalid.ref} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel ?? t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
