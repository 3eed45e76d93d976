import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Booking } from '../../db/types';
import { useDateLocale } from '../../lib/date-locale';
import { formatDateTime, formatPrice } from '../../lib/booking-format';
import { BookingHistory } from './booking-history';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" color="textSecondary" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Everything a booking holds: time, client and contact, address, tests, price, notes, history.
 * Drawn again only when the booking changes (not for a status tapped beside it).
 */
export const BookingDetails = memo(function BookingDetails({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const locale = useDateLocale();
  const language = i18n.resolvedLanguage ?? 'en';
  const { client } = booking;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Section title={t('detail.time')}>
        <Typography>{formatDateTime(booking.scheduled_at, locale)}</Typography>
      </Section>
      <Section title={t('detail.client')}>
        <Typography>{[client.first_name, client.last_name].filter(Boolean).join(' ')}</Typography>
        {client.email && (
          <Link href={`mailto:${client.email}`} sx={{ display: 'block', py: 0.5 }}>
            {client.email}
          </Link>
        )}
        {client.phone && (
          <Link href={`tel:${client.phone.replace(/\s/g, '')}`} sx={{ display: 'block', py: 0.5 }}>
            {client.phone}
          </Link>
        )}
      </Section>
      <Section title={t('detail.address')}>
        <Typography>{booking.address || t('detail.none')}</Typography>
      </Section>
      <Section title={t('detail.tests')}>
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {booking.tests.map((test) => (
            <Box
              component="li"
              key={test.id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
            >
              <span>{test.name}</span>
              <span>{formatPrice(test.price, language)}</span>
            </Box>
          ))}
        </Box>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', mt: 1, fontWeight: 700 }}
          aria-label={t('detail.price')}
        >
          <span>{t('detail.price')}</span>
          <span>{formatPrice(booking.price, language)}</span>
        </Box>
      </Section>
      <Section title={t('detail.notes')}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{booking.notes || t('detail.none')}</Typography>
      </Section>
      <Section title={t('detail.history')}>
        <BookingHistory history={booking.history} />
      </Section>
    </Stack>
  );
});
