import type { ReactNode } from 'react';

interface BadgeProps {
  /** Nothing is drawn for 0: a hidden "0" would still be read as the button's text. */
  count: number;
  tone: 'error' | 'info';
  /** Above it, "99+". */
  max?: number;
  children: ReactNode;
  'data-testid'?: string;
}

/** A count on the corner of an icon: MUI's standard Badge with the theme, as two spans. */
export function Badge({ count, tone, max = 99, children, ...other }: BadgeProps) {
  return (
    <span className="ld-badge" {...other}>
      {children}
      {count > 0 && (
        <span className={`ld-badge__count ld-badge__count--${tone}`}>
          {count > max ? `${max}+` : count}
        </span>
      )}
    </span>
  );
}
