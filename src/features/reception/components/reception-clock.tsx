import { Typography } from '@mui/material';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { useDateLocale } from '../../../lib/date-locale';

/** The time of day, large enough to read across the counter; its own timer, so only it ticks. */
export function ReceptionClock() {
  const locale = useDateLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography
      component="time"
      dateTime={now.toISOString()}
      variant="h3"
      sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1 }}
      data-testid="reception-clock"
      // A snapshot's clock would be its own time: the screen's snapshot says "as of" instead.
      data-snapshot="drop"
    >
      {format(now, 'p', { locale })}
    </Typography>
  );
}
