import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { useFormFields } from '../../../components/use-form-fields';
import { useSave } from '../../../components/use-save';
import { useLookup } from '../../../sync/use-lookup';
import { validateService, type ServiceField, type ServiceFormValues } from '../lib/service-form';
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
  const testTypes = useLookup('testTypes');
  const { values, errors, set, check } = useFormFields<ServiceFormValues>(initial);
  const [image, setImage] = useState<File | null>(null);
  const { busy, failure, save } = useSave(onClose, t('errors.saveFailed'));

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

  const submit = () => {
    if (check((v) => validateService(v, chooseTestType))) void save(() => onSubmit(values, image));
  };

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      failure={failure}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {chooseTestType && (
          <TextField
            {...field('test_type')}
            select
            required
            autoFocus
            onChange={(e) => chooseType(e.target.value)}
          >
            {(testTypes ?? []).map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {/* The first field takes the focus, as in every form dialog; else it is on the dialog. */}
        <TextField {...field('name')} required autoFocus={!chooseTestType} />
        <TextField
          {...field('price')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField {...field('description')} multiline minRows={3} />
        <ImageField file={image} onChange={setImage} />
      </Stack>
    </FormDialog>
  );
}
