import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import type { LookupRow } from '../../../db/db';
import { useLookup } from '../../../sync/use-lookup';

interface LookupSelectProps {
  kind: LookupRow['kind'];
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A select over one kind of common lookup; '' means none. */
export function LookupSelect({ kind, id, label, value, onChange }: LookupSelectProps) {
  const { t } = useTranslation('catalogue');
  const items = useLookup(kind) ?? [];
  const known = value === '' || items.some((item) => String(item.id) === value);
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">{t('team.none')}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
