import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import { Avatar, Box, Button, FormHelperText } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImage } from '../../../lib/image-check';

interface PhotoFieldProps {
  /** The photo the member has now (a URL), shown until another is picked. */
  current: string | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Picks a profile photo, checked by content, size and decoding before it is queued. */
export function PhotoField({ current, file, onChange }: PhotoFieldProps) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

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
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar src={preview ?? current} alt="" sx={{ width: 64, height: 64 }} />
      <Box>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AddAPhotoOutlined />}
          sx={{ minHeight: 44 }}
        >
          {t('team.fields.photo')}
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
    </Box>
  );
}
