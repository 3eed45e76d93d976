import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, FormHelperText } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImage } from '../../../lib/image-check';

interface ImageFieldProps {
  file: File | null;
  onChange: (file: File) => void;
}

/** Picks a service image, checked by content, size and decoding before it is queued. */
export function ImageField({ file, onChange }: ImageFieldProps) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const result = await checkImage(picked);
    if (result.ok) {
      setProblem(null);
      onChange(result.file);
    } else {
      setProblem(t(`photo.${result.problem}`));
    }
  };

  return (
    <Box>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlined />}
        sx={{ minHeight: 44 }}
      >
        {t('services.fields.image')}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={helpId}
          hidden
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Button>
      <FormHelperText id={helpId} error={problem !== null}>
        {problem ?? (file ? file.name : t('photo.hint'))}
      </FormHelperText>
    </Box>
  );
}
