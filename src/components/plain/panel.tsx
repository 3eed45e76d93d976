import type { HTMLAttributes, ReactNode } from 'react';

interface PanelProps extends HTMLAttributes<HTMLElement> {
  /** Named for assistive technology (a section is a region only with a name). */
  'aria-label': string;
  /** As tall as its grid cell, as the panels beside it. */
  fill?: boolean;
}

/** A section drawn like MUI's Card with the theme (plain.css's `.ld-panel`). */
export function Panel({ fill = false, className, children, ...other }: PanelProps) {
  const classes = ['ld-panel'];
  if (fill) classes.push('ld-panel--fill');
  if (className) classes.push(className);
  return (
    <section className={classes.join(' ')} {...other}>
      {children}
    </section>
  );
}

interface PanelHeaderProps {
  title: string;
  subheader?: ReactNode;
  /** On the right, at the top (a link to the rest, say). */
  action?: ReactNode;
}

/** A panel's title, a line under it and an action: MUI's CardHeader, the title a heading. */
export function PanelHeader({ title, subheader, action }: PanelHeaderProps) {
  return (
    <div className="ld-panel__header">
      <div className="ld-panel__heading">
        <h2 className="ld-panel__title">{title}</h2>
        {subheader !== undefined && <p className="ld-panel__subheader">{subheader}</p>}
      </div>
      {action && <div className="ld-panel__action">{action}</div>}
    </div>
  );
}
