import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** At the end of the field, e.g. a password's show/hide button. */
  endAdornment?: ReactNode;
  /** At its start, e.g. a search icon; the label then stays up, as MUI's does. */
  startAdornment?: ReactNode;
  /** On the outer element, for the layout around it. */
  className?: string;
}

/**
 * An outlined text field drawn like MUI's (label floating in a notch of the outline, helper text
 * below, red when in error), in plain elements: the sign-in screen loads no MUI.
 */
export function PlainTextField({
  label,
  value,
  onChange,
  error = false,
  helperText,
  type = 'text',
  autoComplete,
  disabled = false,
  autoFocus,
  inputMode,
  maxLength,
  inputRef,
  endAdornment,
  startAdornment,
  className,
}: PlainTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const classes = ['ld-field'];
  if (error) classes.push('ld-field--error');
  if (disabled) classes.push('ld-field--disabled');
  if (startAdornment) classes.push('ld-field--start');
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')}>
      <label htmlFor={id} className="ld-field__label">
        {label}
      </label>
      <div className="ld-field__box">
        {startAdornment && (
          <div className="ld-field__adornment ld-field__adornment--start">{startAdornment}</div>
        )}
        <input
          id={id}
          ref={inputRef}
          className="ld-field__input"
          type={type}
          value={value}
          onChange={onChange}
          placeholder=" "
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          disabled={disabled}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-invalid={error}
          aria-describedby={helperId}
        />
        {endAdornment && <div className="ld-field__adornment">{endAdornment}</div>}
        <fieldset aria-hidden="true" className="ld-field__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className="ld-field__helper">
          {/* One space keeps the line's height, as MUI's helper text does: no jump on error. */}
          {helperText === ' ' ? '\u200B' : helperText}
        </p>
      )}
    </div>
  );
}
