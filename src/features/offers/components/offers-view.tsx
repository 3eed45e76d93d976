import AddIcon from '@mui/icons-material/Add';
import { Button, Grid } from '@mui/material';
import { useSnackbar } from '../../../components/snackbar';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../components/use-rights';
import { useFocusAfterRemoval } from '../../../components/use-focus-after-removal';
import type { Offer } from '../../../db/types';
import { createOffer, deleteOffer, deleteOfferError, updateOffer } from '../api/offer-actions';
import { useOffers } from '../hooks/use-offers';
import { useRecordSyncStates, useRefreshOnOpen } from '../../../sync/hooks';
import { rowKey } from '../../../sync/row-keys';
import { EMPTY_OFFER, offerToForm } from '../lib/offer-form';
import { OfferCard } from './offer-card';
import { OfferFormDialog } from './offer-form-dialog';

type Editing = { mode: 'create' } | { mode: 'edit'; offer: Offer } | null;

export function OffersView() {
  const { t } = useTranslation('catalogue');
  const { enqueueSnackbar } = useSnackbar();
  const offers = useOffers();
  const sync = useRecordSyncStates('offers');
  // The test types the offers name come with the lookups.
  const { error, retry } = useRefreshOnOpen('offers', 'lookups');
  const [editing, setEditing] = useState<Editing>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterDelete = useFocusAfterRemoval(
    offers?.map(rowKey),
    () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('article') ?? []),
    () => document.querySelector('h1'),
  );
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const canEdit = useCan('editOffers');

  const add = canEdit && (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing({ mode: 'create' })}
    >
      {t('offers.add')}
    </Button>
  );

  let body;
  if (offers === undefined) body = <LoadingState />;
  else if (offers.length === 0 && error) body = <ErrorState message={error} onRetry={retry} />;
  else if (offers.length === 0) {
    body = <EmptyState title={t('offers.empty')} description={t('offers.emptyHint')} />;
  } else {
    body = (
      <Grid container spacing={2} ref={listRef}>
        {offers.map((offer) => (
          <Grid key={rowKey(offer)} size={{ xs: 12, sm: 6, lg: 4 }}>
            <OfferCard
              offer={offer}
              sync={sync.get(offer.id)}
              onEdit={canEdit ? () => setEditing({ mode: 'edit', offer }) : undefined}
              onDelete={canEdit ? () => setDeleting(offer) : undefined}
            />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={t('offers.title')} subtitle={t('offers.subtitle')} action={add} />
      {body}
      {editing && (
        <OfferFormDialog
          open
          title={t(editing.mode === 'create' ? 'offers.createTitle' : 'offers.editTitle')}
          initial={editing.mode === 'create' ? EMPTY_OFFER : offerToForm(editing.offer)}
          onClose={() => setEditing(null)}
          onSubmit={async (input) => {
            if (editing.mode === 'create') await createOffer(input);
            else await updateOffer(editing.offer.id, input);
            enqueueSnackbar(t('offers.saved'), { variant: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('offers.confirmDelete', { title: deleting?.title ?? '' })}
        message={t('offers.confirmDeleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          focusAfterDelete.removing(rowKey(deleting));
          deleteOffer(deleting.id)
            .then(() => enqueueSnackbar(t('offers.deleted'), { variant: 'success' }))
            .catch((err: unknown) => {
              focusAfterDelete.cancel();
              enqueueSnackbar(deleteOfferError(err), { variant: 'error' });
            });
        }}
      />
    </>
  );
}
