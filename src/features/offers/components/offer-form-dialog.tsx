import { Autocomplete, Grid, TextField } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { useFormFields } from '../../../components/use-form-fields';
import { useSave } from '../../../components/use-save';
import { useLookup } from '../../../sync/use-lookup';
import {
  offerInput,
  validateOffer,
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
  const testTypes = useLookup('testTypes');
  const { values, setValues, errors, set, check } = useFormFields<OfferFormValues>(initial);
  const { busy, failure, save } = useSave(onClose, t('errors.saveFailed'));

  const message = (field: OfferField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const text = (field: Exclude<OfferField, 'tests'>, extra: Record<string, unknown> = {}) => ({
    id: `offer-${field}`,
    label: t(`offers.fields.${field}`),
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: Boolean(errors[field]),
    helperText: message(field),
    fullWidth: true,
    ...extra,
  });

  const submit = () => {
    if (check(validateOffer)) void save(() => onSubmit(offerInput(values)));
  };

  const options = (testTypes ?? []).map((type) => type.name);
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      failure={failure}
    >
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
    </FormDialog>
  );
}
