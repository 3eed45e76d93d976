import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, CircularProgress, IconButton } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { mediaUrl } from '../../../config/env';
import { isTempId } from '../../../sync/outbox';
import type { LocalLabImage } from '../api/lab-images';

interface ImageTileProps {
  image: LocalLabImage;
  n: number;
  onDelete: (image: LocalLabImage) => void;
}

/** One business image: the stored picture, or the local file while it uploads. */
export function ImageTile({ image, n, onDelete }: ImageTileProps) {
  const { t } = useTranslation('account');
  const uploading = isTempId(image.id);
  const local = useMemo(
    () => (image.preview ? URL.createObjectURL(image.preview) : undefined),
    [image.preview],
  );
  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local);
    },
    [local],
  );
  const src = local ?? mediaUrl(image.image);

  return (
    <Box
      component="li"
      data-testid="lab-image"
      data-image-id={String(image.id)}
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        listStyle: 'none',
      }}
    >
      {src && (
        <Box
          component="img"
          src={src}
          alt={t('images.alt', { n })}
          loading="lazy"
          sx={{ width: 1, height: 1, objectFit: 'cover', opacity: uploading ? 0.6 : 1 }}
        />
      )}
      {uploading ? (
        <CircularProgress
          size={28}
          aria-label={t('images.uploading')}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        />
      ) : (
        <IconButton
          aria-label={t('images.delete')}
          onClick={() => onDelete(image)}
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            width: 44,
            height: 44,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <DeleteOutlined color="error" />
        </IconButton>
      )}
    </Box>
  );
}
