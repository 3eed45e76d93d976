import { Popover, type PaperProps } from '@mui/material';
import type { ReactNode } from 'react';

interface HeaderPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  paper: PaperProps;
  children: ReactNode;
}

/** A header button's panel: below the button, aligned to its right edge, open while anchored. */
export function HeaderPopover({ anchor, onClose, paper, children }: HeaderPopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper }}
    >
      {children}
    </Popover>
  );
}
