import { Grid, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog as FormDialogShell } from '../../../components/form-dialog';
import { useFormFields } from '../../../components/use-form-fields';
import { useSave } from '../../../components/use-save';

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
  const idPrefix = useId();
  const { values, errors, set, check } = useFormFields<Record<K, string>>(initial);
  const { busy, failure, save } = useSave(onClose, t('errors.saveFailed'));

  const submit = () => {
    if (check(validate)) void save(() => onSubmit(values));
  };

  return (
    <FormDialogShell
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      failure={failure}
    >
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
                onChange={(e) => set(field.name, e.target.value)}
                error={Boolean(key)}
                helperText={key ? t(key) : undefined}
              />
            </Grid>
          );
        })}
      </Grid>
    </FormDialogShell>
  );
}
