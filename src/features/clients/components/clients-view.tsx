import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { Button, Grid } from '@mui/material';
import { useSnackbar } from '../../../components/snackbar';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../components/use-rights';
import type { Client } from '../../../db/types';
import { rowKey } from '../../../sync/row-keys';
import { addAddress, createClient } from '../api/client-actions';
import { useClients, useClientSyncState, useRefreshClients } from '../hooks/use-clients';
import {
  addressInput,
  clientInput,
  EMPTY_ADDRESS,
  EMPTY_CLIENT,
  validateAddress,
  validateClient,
} from '../lib/client-form';
import { ClientCard } from './client-card';
import { FormDialog } from './form-dialog';

export function ClientsView() {
  const { t } = useTranslation('catalogue');
  const { enqueueSnackbar } = useSnackbar();
  const clients = useClients();
  const sync = useClientSyncState();
  const { error, retry } = useRefreshClients();
  const [creating, setCreating] = useState(false);
  const [addressFor, setAddressFor] = useState<Client | null>(null);

  const canEdit = useCan('editClients');
  const add = canEdit && (
    <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setCreating(true)}>
      {t('clients.add')}
    </Button>
  );

  let body;
  if (clients === undefined) body = <LoadingState />;
  else if (clients.length === 0 && error) body = <ErrorState message={error} onRetry={retry} />;
  else if (clients.length === 0) {
    body = <EmptyState title={t('clients.empty')} description={t('clients.emptyHint')} />;
  } else {
    body = (
      <Grid container spacing={2}>
        {clients.map((client) => (
          <Grid key={rowKey(client)} size={{ xs: 12, md: 6, lg: 4 }}>
            <ClientCard
              client={client}
              sync={sync}
              onAddAddress={canEdit ? () => setAddressFor(client) : undefined}
            />
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={t('clients.title')} subtitle={t('clients.subtitle')} action={add} />
      {body}
      {creating && (
        <FormDialog
          title={t('clients.createTitle')}
          labels="clients.fields"
          fields={[
            { name: 'first_name', required: true, half: true },
            { name: 'last_name', required: true, half: true },
            { name: 'email', required: true, type: 'email', half: true },
            { name: 'phone', required: true, type: 'tel', half: true },
          ]}
          initial={EMPTY_CLIENT}
          validate={validateClient}
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            await createClient(clientInput(values));
            enqueueSnackbar(t('clients.saved'), { variant: 'success' });
          }}
        />
      )}
      {addressFor && (
        <FormDialog
          title={t('clients.addressTitle', {
            name: `${addressFor.first_name} ${addressFor.last_name ?? ''}`.trim(),
          })}
          labels="clients.addressFields"
          fields={[
            { name: 'line1', required: true },
            { name: 'line2' },
            { name: 'postcode', required: true, half: true },
            { name: 'city', required: true, half: true },
            { name: 'country', required: true },
          ]}
          initial={EMPTY_ADDRESS}
          validate={validateAddress}
          onClose={() => setAddressFor(null)}
          onSubmit={async (values) => {
            await addAddress(addressFor.id, addressInput(values));
            enqueueSnackbar(t('clients.addressSaved'), { variant: 'success' });
          }}
        />
      )}
    </>
  );
}
