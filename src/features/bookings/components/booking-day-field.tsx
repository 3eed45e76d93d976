import { TextField, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import type { BookingFilters } from '../lib/filters';

interface BookingDayFieldProps {
  field: 'from' | 'to';
  label: string;
  /** `YYYY-MM-DD`, or empty for no limit. */
  value: string;
  /** The filters' setter (stable), given `{ from }` or `{ to }`. */
  onChange: (patch: Partial<BookingFilters>) => void;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

const DAY_DELAY_MS = 300;

/**
 * A first or last day of the filters, typed or picked. It keeps what is typed in its own state:
 * the filters live in the address, which the router changes in a transition, and a date field
 * held to the address was given its old value back after every key, so the browser started the
 * date over and typing one by keyboard could not work. The filters follow once typing pauses; a
 * date typed halfway is not applied.
 */
export function BookingDayField({ field, label, value, onChange, ...other }: BookingDayFieldProps) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const [partial, setPartial] = useState(false);
  if (value !== synced) {
    setSynced(value);
    setText(value);
    setPartial(false);
  }
  useEffect(() => {
    if (text === value || partial) return;
    const timer = setTimeout(() => onChange({ [field]: text }), DAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, partial, field, onChange]);
  return (
    <TextField
      type="date"
      label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setPartial((e.target as HTMLInputElement).validity.badInput);
      }}
      slotProps={{ inputLabel: { shrink: true } }}
      {...other}
    />
  );
}
