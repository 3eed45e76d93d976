import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import { Avatar, Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ImagePicker } from '../../../components/image-picker';

interface PhotoFieldProps {
  /** The photo the member has now (a URL), shown until another is picked. */
  current: string | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Picks a profile photo, checked by content, size and decoding before it is queued. */
export function PhotoField({ current, file, onChange }: PhotoFieldProps) {
  const { t } = useTranslation('catalogue');
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

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar src={preview ?? current} alt="" sx={{ width: 64, height: 64 }} />
      <ImagePicker
        label={t('team.fields.photo')}
        icon={<AddAPhotoOutlined />}
        hint={t('photo.hint')}
        problemText={(problem) => t(`photo.${problem}`)}
        file={file}
        onChange={onChange}
      />
    </Box>
  );
}
