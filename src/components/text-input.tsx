import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
} from '@mui/material';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';

export interface TextInputProps {
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  autoFocus?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  inputProps?: InputBaseComponentProps;
  inputRef?: Ref<HTMLInputElement>;
  /** At the end of the field, e.g. a password's show/hide button. */
  endAdornment?: ReactNode;
}

/**
 * An outlined text field that looks and reads like MUI's TextField. TextField always bundles its
 * select mode (Select, Menu, Popover, Modal: about 25 KB of gzip JS); the lock's PIN needs none of
 * it.
 */
export function TextInput({
  label,
  value,
  onChange,
  error,
  helperText,
  type,
  autoComplete,
  disabled,
  fullWidth,
  autoFocus,
  required,
  name,
  id: idProp,
  inputProps,
  inputRef,
  endAdornment,
}: TextInputProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      error={error}
      disabled={disabled}
      required={required}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        endAdornment={endAdornment}
        inputProps={{ ...inputProps, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
