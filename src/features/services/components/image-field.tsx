import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useTranslation } from '../../../lib/use-translation';
import { ImagePicker } from '../../../components/image-picker';

interface ImageFieldProps {
  file: File | null;
  onChange: (file: File) => void;
}

/** Picks a service image, checked by content, size and decoding before it is queued. */
export function ImageField({ file, onChange }: ImageFieldProps) {
  const { t } = useTranslation('catalogue');
  return (
    <ImagePicker
      label={t('services.fields.image')}
      icon={<AddPhotoAlternateOutlined />}
      hint={t('photo.hint')}
      problemText={(problem) => t(`photo.${problem}`)}
      file={file}
      onChange={onChange}
    />
  );
}
