import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Icon } from '../../../components/plain/icons';
import { PlainTextField } from '../../../components/plain/text-field';
import type { BookingFilters } from '../lib/filters';

interface BookingSearchFieldProps {
  value: string;
  /** The filters' setter (stable), given `{ text }`. */
  onChange: (patch: Partial<BookingFilters>) => void;
  /** For the layout around it. */
  className?: string;
}

const TEXT_DELAY_MS = 200;

/**
 * The free text filter over the mirror: works offline, finds client, tests and notes. The plain
 * field: it is in the phone's first render of its bookings, where MUI's TextField was a dozen
 * styled components.
 */
export function BookingSearchField({ value, onChange, className }: BookingSearchFieldProps) {
  const { t } = useTranslation('bookings');
  // Typing stays instant; the address (and the 10,000-row filter) follows after a short pause.
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange({ text }), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <PlainTextField
      label={t('filters.text')}
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      className={className}
      startAdornment={<Icon name="search" />}
    />
  );
}
