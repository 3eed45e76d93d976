import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusLabel } from '../../../components/bookings/status-chip';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { clientName, formatTime } from '../../../lib/booking-format';
import { useDateLocale } from '../../../lib/date-locale';
import type { RecordSyncState } from '../../../sync/hooks';
import type { HeldStep } from '../hooks/use-held-steps';
import { counterNoShow, counterStep, type QueueEntry } from '../lib/queue';

interface ReceptionRowProps {
  entry: QueueEntry;
  held: HeldStep | undefined;
  sync: RecordSyncState | undefined;
  onStep: (booking: Booking, status: BookingStatus) => void;
  onUndo: (id: Id) => void;
  onOpen: (id: Id) => void;
}

/** One patient of today: time, name, tests, status, and the one step the counter takes next. */
export const ReceptionRow = memo(function ReceptionRow({
  entry,
  held,
  sync,
  onStep,
  onUndo,
  onOpen,
}: ReceptionRowProps) {
  const { t } = useTranslation('bookings');
  const locale = useDateLocale();
  const { booking, next, late } = entry;
  const name = clientName(booking);
  const status = held?.status ?? booking.status;
  const step = held ? null : counterStep(booking.status);
  const noShow = held ? null : counterNoShow(booking.status);

  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={name}
      data-booking-id={booking.id}
      data-next={next || undefined}
      sx={{
        listStyle: 'none',
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto' },
        borderWidth: next ? 2 : 1,
        borderColor: next ? 'primary.main' : late ? 'warning.main' : 'divider',
        bgcolor: entry.waiting ? 'background.paper' : 'background.default',
      }}
    >
      <Stack sx={{ alignItems: 'flex-start', minWidth: 72 }}>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatTime(booking.scheduled_at, locale)}
        </Typography>
        {next && <Chip size="small" color="primary" label={t('reception.next')} />}
        {late && <Chip size="small" color="warning" label={t('reception.late')} sx={{ mt: 0.5 }} />}
      </Stack>
      <Box sx={{ minWidth: 0 }}>
        <Button
          variant="text"
          color="inherit"
          onClick={() => onOpen(booking.id)}
          sx={{ p: 0, minHeight: 44, textAlign: 'left', justifyContent: 'flex-start' }}
        >
          <Typography variant="h6" component="span" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          #{booking.id}
          {booking.client.phone ? ` · ${booking.client.phone}` : ''}
          {booking.tests.length > 0
            ? ` · ${booking.tests.map((test) => test.name).join(', ')}`
            : ''}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <StatusLabel status={status} t={t} />
          {sync?.status === 'pending' && <Chip size="small" label={t('reception.waitingSync')} />}
          {sync?.status === 'failed' && (
            <Chip
              size="small"
              color="error"
              label={t('reception.refused', { reason: sync.error ?? '' })}
              sx={{
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
            />
          )}
        </Stack>
      </Box>
      <Stack
        direction={{ xs: 'row', md: 'column' }}
        sx={{ gap: 1, gridColumn: { xs: '1 / -1', md: 'auto' }, alignItems: 'stretch' }}
      >
        {held && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<UndoOutlined />}
            onClick={() => onUndo(booking.id)}
            sx={{ minHeight: 56, flex: 1 }}
          >
            {t('reception.undo', { status: t(`status.${held.status}`) })}
          </Button>
        )}
        {step && (
          <Button
            variant="contained"
            size="large"
            onClick={() => onStep(booking, step)}
            sx={{ minHeight: 56, flex: 1, fontSize: '1.05rem' }}
          >
            {t(`reception.step.${step}`)}
          </Button>
        )}
        {noShow && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => onStep(booking, noShow)}
            sx={{ minHeight: 44 }}
          >
            {t('reception.noShow')}
          </Button>
        )}
      </Stack>
    </Card>
  );
});
