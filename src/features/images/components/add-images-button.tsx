import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Button } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';

interface AddImagesButtonProps {
  busy: boolean;
  disabled: boolean;
  onPick: (files: File[]) => void;
}

/** Picks one or more photos. */
export function AddImagesButton({ busy, disabled, onPick }: AddImagesButtonProps) {
  const { t } = useTranslation('account');
  const inputId = useId();
  return (
    <Button
      component="label"
      htmlFor={inputId}
      variant="contained"
      startIcon={<AddPhotoAlternateOutlined />}
      loading={busy}
      disabled={disabled}
      sx={{ minHeight: 44 }}
    >
      {t('images.add')}
      <input
        id={inputId}
        hidden
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        aria-label={t('images.add')}
        // As the button: no files taken before the lab's id is known (they would go nowhere).
        disabled={disabled}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onPick(files);
        }}
      />
    </Button>
  );
}
