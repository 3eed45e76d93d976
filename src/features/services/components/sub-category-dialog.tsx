import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateSubCategory } from '../lib/service-form';

interface SubCategoryDialogProps {
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}

export function SubCategoryDialog({ onClose, onSubmit }: SubCategoryDialogProps) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSubCategory(name);
    setError(found);
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('errors.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('services.addSubCategory')}</DialogTitle>
        <DialogContent>
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
