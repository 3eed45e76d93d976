import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  /** Disabled, with a spinner over its label (MUI Button's `loading`). */
  loading?: boolean;
}

/** A button drawn like MUI's Button with the theme. */
export function PlainButton({
  variant = 'text',
  size = 'medium',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...other
}: PlainButtonProps) {
  const classes = ['ld-button', `ld-button--${variant}`];
  if (size === 'large') classes.push('ld-button--large');
  if (loading) classes.push('ld-button--loading');
  if (className) classes.push(className);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...other}
    >
      {children}
      {loading && <Spinner />}
    </button>
  );
}
