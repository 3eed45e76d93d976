import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import type { Offer } from '../../../db/types';
import { formatAmount } from '../../../lib/number-format';
import type { RecordSyncState } from '../../../sync/hooks';

/**
 * One day formatter per language for every card: making an `Intl.DateTimeFormat` costs far more
 * than formatting with one, and the list rendered one per card on every render.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: string): Intl.DateTimeFormat {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    dayFormats.set(language, format);
  }
  return format;
}

interface OfferCardProps {
  offer: Offer;
  sync: RecordSyncState | undefined;
  /** Absent for a role that may not change offers: the card has no actions then. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

export function OfferCard({ offer, sync, onEdit, onDelete }: OfferCardProps) {
  const { t, i18n } = useTranslation('catalogue');
  const price = (value: number) => formatAmount(value, i18n.language);
  const canAct = Boolean(onEdit && onDelete);
  const pending = sync?.status === 'pending';
  const dates = dayFormat(i18n.language);
  const day = (value: string) => {
    const at = new Date(`${value}T00:00:00`);
    return Number.isNaN(at.getTime()) ? value : dates.format(at);
  };
  const discounted = offer.discounted_price !== null && offer.discounted_price !== undefined;
  return (
    <Card
      component="article"
      aria-label={offer.title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {offer.title}
          </Typography>
          {sync?.status === 'failed' && (
            <Chip size="small" color="error" label={t('sync.failed')} />
          )}
        </Stack>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          {discounted ? (
            <>
              <Typography variant="subtitle1" color="primary">
                {price(offer.discounted_price ?? 0)}
              </Typography>
              <Typography variant="body2" color="textSecondary" component="del">
                {price(offer.price)}
              </Typography>
            </>
          ) : (
            <Typography variant="subtitle1">{price(offer.price)}</Typography>
          )}
        </Box>
        <Typography variant="body2" color="textSecondary">
          {t('offers.validity', { from: day(offer.valid_from), to: day(offer.valid_to) })}
        </Typography>
        {offer.description && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {offer.description}
          </Typography>
        )}
        {offer.tests.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {offer.tests.map((name) => (
              <Chip key={name} size="small" variant="outlined" label={name} />
            ))}
          </Box>
        )}
        {sync?.status === 'failed' && sync.error && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {sync.error}
          </Typography>
        )}
      </CardContent>
      {/* The waiting chip shares the buttons' row, so they stay put when the offer lands. */}
      {(canAct || pending) && (
        <CardActions sx={{ justifyContent: 'flex-end', minHeight: 60 }}>
          {pending && <Chip size="small" label={t('sync.pending')} sx={{ mr: 'auto', ml: 1 }} />}
          {canAct && (
            <>
              <IconButton
                aria-label={t('offers.edit', { title: offer.title })}
                onClick={onEdit}
                sx={{ width: 44, height: 44 }}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={t('offers.delete', { title: offer.title })}
                onClick={onDelete}
                color="error"
                sx={{ width: 44, height: 44 }}
              >
                <DeleteOutlined />
              </IconButton>
            </>
          )}
        </CardActions>
      )}
    </Card>
  );
}
