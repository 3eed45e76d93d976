import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { deleteLabImage, type LocalLabImage } from '../api/lab-images';
import { useAddImages } from '../hooks/use-add-images';
import { useImageFailures } from '../hooks/use-image-failures';
import { useLabImages } from '../hooks/use-lab-images';
import { useVendorId } from '../hooks/use-vendor-id';
import { AddImagesButton } from './add-images-button';
import { ImageTile } from './image-tile';

/** /business_images: the lab's photos; add several at once, delete with confirmation. */
export function BusinessImagesView() {
  const { t } = useTranslation('account');
  const vendorId = useVendorId();
  const { images, pull, retry } = useLabImages();
  const adder = useAddImages(vendorId);
  const failures = useImageFailures();
  const [toDelete, setToDelete] = useState<LocalLabImage | null>(null);

  const action = (
    <AddImagesButton
      busy={adder.busy}
      disabled={!vendorId}
      onPick={(files) => void adder.add(files)}
    />
  );

  let body;
  if (images === undefined) body = <LoadingState />;
  else if (images.length === 0 && pull?.error)
    body = <ErrorState message={pull.error} onRetry={retry} />;
  else if (images.length === 0)
    body = <EmptyState title={t('images.empty')} description={t('images.emptyHint')} />;
  else
    body = (
      <Box
        component="ul"
        aria-label={t('images.title')}
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {images.map((image, i) => (
          <ImageTile key={String(image.id)} image={image} n={i + 1} onDelete={setToDelete} />
        ))}
      </Box>
    );

  return (
    <>
      <PageHeader title={t('images.title')} subtitle={t('images.subtitle')} action={action} />
      <Stack spacing={2} sx={{ mb: 2 }}>
        {adder.problems.length > 0 && (
          <Alert severity="error" role="alert" onClose={adder.dismiss}>
            {adder.problems.map((p) => (
              <div key={p}>{p}</div>
            ))}
          </Alert>
        )}
        {adder.added > 0 && (
          <Alert severity="success" role="status">
            {t('images.added', { count: adder.added })}
          </Alert>
        )}
        {failures?.map((f) => (
          <Alert key={f.seq} severity="error" role="alert">
            {f.lastError}
          </Alert>
        ))}
      </Stack>
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('images.confirmDelete')}
        onConfirm={() => {
          if (toDelete) void deleteLabImage(toDelete);
        }}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
