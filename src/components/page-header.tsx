import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** The screen's snapshot says "as of" its time in the subtitle's place (lib/snapshot-capture.ts). */
  asOfInSnapshot?: boolean;
  action?: ReactNode;
}

/**
 * A screen's title (the page's one h1) with an optional action on the right. Plain elements
 * (plain.css's `.ld-page-header`, drawn as MUI's h4 and body2 were): every screen's first render
 * has one.
 */
export function PageHeader({ title, subtitle, asOfInSnapshot = false, action }: PageHeaderProps) {
  return (
    <div className="ld-page-header">
      <div className="ld-page-header__text">
        <h1 className="ld-h4">{title}</h1>
        {subtitle && (
          <p className="ld-body2 ld-secondary" data-snapshot={asOfInSnapshot ? 'as-of' : undefined}>
            {subtitle}
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
