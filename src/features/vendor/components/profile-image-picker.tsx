import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { mediaUrl } from '../../../config/env';
import { checkImage } from '../../../lib/image-check';

interface ProfileImagePickerProps {
  current: string | null | undefined;
  picked: Blob | undefined;
  initial: string;
  onPick: (image: Blob | undefined) => void;
}

/** The profile image: a preview of the picked file (checked first) or of the stored one. */
export function ProfileImagePicker({ current, picked, initial, onPick }: ProfileImagePickerProps) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (picked ? URL.createObjectURL(picked) : undefined), [picked]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const result = await checkImage(file);
    if (result.ok) {
      setProblem(null);
      onPick(file);
    } else {
      setProblem(t(`imageProblem.${result.problem}`, { name: file.name }));
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar
        src={preview ?? mediaUrl(current)}
        alt={t('profile.imageAlt')}
        sx={{ width: 80, height: 80, fontSize: 32 }}
      >
        {initial}
      </Avatar>
      <Stack spacing={0.5}>
        <Button component="label" htmlFor={inputId} variant="outlined" sx={{ minHeight: 44 }}>
          {t('profile.chooseImage')}
          <input
            id={inputId}
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t('profile.chooseImage')}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography
          variant="caption"
          color={problem ? 'error' : 'text.secondary'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? (picked ? t('profile.imagePicked') : t('profile.imageHint'))}
        </Typography>
      </Stack>
    </Stack>
  );
}
