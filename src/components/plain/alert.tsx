import type { ReactNode } from 'react';
import { Icon } from './icons';

/** MUI's standard error Alert, announced as an alert. */
export function PlainAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="ld-alert">
      <Icon name="error" />
      <div className="ld-alert__message">{children}</div>
    </div>
  );
}
