import type { SvgIconComponent } from '@mui/icons-material';
import { Typography } from '@mui/material';
import { SHORT } from './lock-frame';

/** The lock screen's top: an icon (gone on a short screen) and the lab's name as the heading. */
export function LockHeading({ icon: Icon, labName }: { icon: SvgIconComponent; labName: string }) {
  return (
    <>
      <Icon color="primary" sx={{ fontSize: 40, [SHORT]: { display: 'none' } }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {labName}
      </Typography>
    </>
  );
}
