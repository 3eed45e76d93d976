import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldSpec<K extends string> {
  name: K;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  half?: boolean;
}

interface FormDialogProps<K extends string> {
  title: string;
  /** Prefix of the fields' i18n labels, e.g. 'clients.fields'. */
  labels: string;
  fields: FieldSpec<K>[];
  initial: Record<K, string>;
  validate: (values: Record<K, string>) => Partial<Record<K, string>>;
  onClose: () => void;
  /** Stores the values; a thrown error keeps the dialog open with everything typed. */
  onSubmit: (values: Record<K, string>) => Promise<void>;
}

/** A dialog of text fields with their messages next to them. */
export function FormDialog<K extends string>({
  title,
  labels,
  fields,
  initial,
  validate,
  onClose,
  onSubmit,
}: FormDialogProps<K>) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {fields.map((field, index) => {
              const key = errors[field.name];
              return (
                <Grid key={field.name} size={field.half ? { xs: 12, sm: 6 } : 12}>
                  <TextField
                    id={`${idPrefix}-${field.name}`}
                    label={t(`${labels}.${field.name}`)}
                    type={field.type ?? 'text'}
                    required={field.required}
                    autoFocus={index === 0}
                    fullWidth
                    value={values[field.name]}
                    onChange={(e) => {
                      setValues((v) => ({ ...v, [field.name]: e.target.value }));
                      setErrors((er) => ({ ...er, [field.name]: undefined }));
                    }}
                    error={Boolean(key)}
                    helperText={key ? t(key) : undefined}
                  />
                </Grid>
              );
            })}
          </Grid>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
