import {
  Alert,
  Autocomplete,
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
import { useTestTypes } from '../hooks/use-test-types';
import {
  offerInput,
  validateOffer,
  type OfferErrors,
  type OfferField,
  type OfferFormValues,
  type OfferInput,
} from '../lib/offer-form';

interface OfferFormDialogProps {
  open: boolean;
  title: string;
  initial: OfferFormValues;
  onClose: () => void;
  /** Stores the offer; a thrown error keeps the dialog open with everything typed. */
  onSubmit: (input: OfferInput) => Promise<void>;
}

/** Create or edit an offer; messages sit next to their field. */
export function OfferFormDialog({ open, title, initial, onClose, onSubmit }: OfferFormDialogProps) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const testTypes = useTestTypes();
  const [values, setValues] = useState<OfferFormValues>(initial);
  const [errors, setErrors] = useState<OfferErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: OfferField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: OfferField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const text = (field: Exclude<OfferField, 'tests'>, extra: Record<string, unknown> = {}) => ({
    id: `offer-${field}`,
    label: t(`offers.fields.${field}`),
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
    error: Boolean(errors[field]),
    helperText: message(field),
    fullWidth: true,
    ...extra,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateOffer(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(offerInput(values));
      onClose();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const options = (testTypes ?? []).map((type) => type.name);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <TextField {...text('title', { required: true, autoFocus: true })} />
            </Grid>
            <Grid size={12}>
              <Autocomplete
                multiple
                id="offer-tests"
                options={options}
                value={values.tests}
                loading={testTypes === undefined}
                onChange={(_, tests) => setValues((v) => ({ ...v, tests }))}
                renderInput={(params) => <TextField {...params} label={t('offers.fields.tests')} />}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...text('price', { required: true })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...text('discounted_price')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...text('valid_from', { required: true, type: 'date' })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...text('valid_to', { required: true, type: 'date' })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField {...text('description', { multiline: true, minRows: 3 })} />
            </Grid>
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
