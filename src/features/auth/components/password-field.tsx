import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { PasswordToggle } from './password-toggle';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle and its message below. */
export function PasswordField({ label, value, onChange, error, autoComplete }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete={autoComplete}
      error={error !== undefined}
      helperText={error ?? ' '}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ mr: -1.5 }}>
              <PasswordToggle shown={shown} onToggle={() => setShown((v) => !v)} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
