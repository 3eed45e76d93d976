import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { useSave } from '../../../components/use-save';
import { validateSubCategory } from '../lib/service-form';

interface SubCategoryDialogProps {
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}

export function SubCategoryDialog({ onClose, onSubmit }: SubCategoryDialogProps) {
  const { t } = useTranslation('catalogue');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const { busy, failure, save } = useSave(onClose, t('errors.saveFailed'));

  const submit = () => {
    const found = validateSubCategory(name);
    setError(found);
    if (!found) void save(() => onSubmit(name.trim()));
  };

  return (
    <FormDialog
      open
      title={t('services.addSubCategory')}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      failure={failure}
      maxWidth="xs"
    >
      <TextField
        id="sub-category-name"
        label={t('services.fields.subCategoryName')}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ? t(error) : undefined}
        required
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
