import { Drawer } from '@mui/material';
import { NAV_WIDTH } from '../../config/constants';
import { NavContent } from './nav-content';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Below the large breakpoint: a temporary drawer; its own chunk, loaded when first opened. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      data-testid="nav-drawer"
      ModalProps={{ keepMounted: false }}
      slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}
    >
      <NavContent />
    </Drawer>
  );
}
