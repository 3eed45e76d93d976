import { useState, type MouseEvent } from 'react';
import { useLatch } from './use-latch';

export interface LazyAnchor {
  /** The element the panel hangs from; null while closed. */
  anchor: HTMLElement | null;
  /** Whether the panel was ever opened: its lazily loaded code mounts from then on, and stays. */
  opened: boolean;
  open: (event: MouseEvent<HTMLElement>) => void;
  close: () => void;
}

/** The open state of a panel whose code loads the first time it opens. */
export function useLazyAnchor(): LazyAnchor {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useLatch(anchor !== null);
  return {
    anchor,
    opened,
    open: (event) => setAnchor(event.currentTarget),
    close: () => setAnchor(null),
  };
}
