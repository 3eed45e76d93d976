import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import type { Address, Client, Id } from '../../../db/types';
import { rowKey } from '../../../sync/row-keys';

interface ClientCardProps {
  client: Client;
  sync: Map<Id, { status: 'pending' | 'failed'; error?: string }>;
  /** Absent for a role that may not change clients. */
  onAddAddress?: (() => void) | undefined;
}

const addressLine = (a: Address) =>
  [a.line1, a.line2, `${a.postcode} ${a.city}`.trim(), a.country].filter(Boolean).join(', ');

export function ClientCard({ client, sync, onAddAddress }: ClientCardProps) {
  const { t } = useTranslation('catalogue');
  const name = `${client.first_name} ${client.last_name ?? ''}`.trim();
  const state = sync.get(client.id);
  return (
    <Card component="article" aria-label={name} sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar aria-hidden>{client.first_name.charAt(0).toUpperCase()}</Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2">
            {name}
          </Typography>
          <Typography variant="body2" noWrap title={client.email}>
            {client.email}
          </Typography>
          {client.phone && <Typography variant="body2">{client.phone}</Typography>}
          {state?.status === 'failed' && (
            <Typography variant="body2" color="error">
              {t('sync.failed')}: {state.error}
            </Typography>
          )}
        </Box>
      </Stack>
      <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 2 }}>
        {t('clients.addresses')}
      </Typography>
      {client.addresses.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('clients.noAddresses')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('clients.addressesOf', { name })}>
          {client.addresses.map((address) => {
            const addressState = sync.get(address.id);
            // A waiting address swaps its icon rather than adding a line, so the button below
            // stays where a finger is about to press it when the address lands.
            return (
              <ListItem key={rowKey(address)} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {addressState?.status === 'pending' ? (
                    <CloudUploadOutlined fontSize="small" titleAccess={t('sync.pending')} />
                  ) : (
                    <PlaceOutlined fontSize="small" aria-hidden />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={addressLine(address)}
                  secondary={
                    addressState?.status === 'failed'
                      ? `${t('sync.failed')}: ${addressState.error ?? ''}`
                      : undefined
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {/* The waiting chip shares the button's row, so the button stays put when the client lands. */}
      <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center' }}>
        {onAddAddress && (
          <Button
            startIcon={<AddLocationAltOutlined />}
            onClick={onAddAddress}
            aria-label={t('clients.addAddressFor', { name })}
            sx={{ minHeight: 44, flexShrink: 0 }}
          >
            {t('clients.addAddress')}
          </Button>
        )}
        {state?.status === 'pending' && (
          <Chip size="small" label={t('sync.pending')} sx={{ ml: 'auto', minWidth: 0 }} />
        )}
      </Stack>
    </Card>
  );
}
