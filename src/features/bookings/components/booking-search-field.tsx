import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingFilters } from '../lib/filters';

interface BookingSearchFieldProps {
  value: string;
  /** The filters' setter (stable), given `{ text }`. */
  onChange: (patch: Partial<BookingFilters>) => void;
  sx?: SxProps<Theme>;
}

const TEXT_DELAY_MS = 200;

/** The free text filter over the mirror: works offline, finds client, tests and notes. */
export function BookingSearchField({ value, onChange, sx }: BookingSearchFieldProps) {
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
    <TextField
      label={t('filters.text')}
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
