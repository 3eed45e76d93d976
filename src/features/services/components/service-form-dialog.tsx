import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestTypes } from '../hooks/use-services';
import {
  validateService,
  type ServiceErrors,
  type ServiceField,
  type ServiceFormValues,
} from '../lib/service-form';
import { ImageField } from './image-field';

interface ServiceFormDialogProps {
  title: string;
  initial: ServiceFormValues;
  /** A new service type is chosen from the common test types; an edit keeps its type. */
  chooseTestType: boolean;
  onClose: () => void;
  /** Stores the service; a thrown error keeps the dialog open with everything typed. */
  onSubmit: (values: ServiceFormValues, image: File | null) => Promise<void>;
}

export function ServiceFormDialog({
  title,
  initial,
  chooseTestType,
  onClose,
  onSubmit,
}: ServiceFormDialogProps) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const testTypes = useTestTypes();
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<ServiceErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: ServiceField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const field = (name: ServiceField) => ({
    id: `service-${name}`,
    label: t(`services.fields.${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : undefined,
    fullWidth: true,
  });

  const chooseType = (value: string) => {
    set('test_type', value);
    const type = testTypes?.find((tt) => String(tt.id) === value);
    // The test type's name is a good start for the service's name.
    if (type && values.name.trim() === '') set('name', type.name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateService(values, chooseTestType);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values, image);
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
          <Stack spacing={2} sx={{ pt: 1 }}>
            {chooseTestType && (
              <TextField
                {...field('test_type')}
                select
                required
                onChange={(e) => chooseType(e.target.value)}
              >
                {(testTypes ?? []).map((type) => (
                  <MenuItem key={type.id} value={String(type.id)}>
                    {type.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField {...field('name')} required />
            <TextField
              {...field('price')}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField {...field('description')} multiline minRows={3} />
            <ImageField file={image} onChange={setImage} />
          </Stack>
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
