import { Avatar, Box, Button, Typography } from '@mui/material';
import { visuallyHidden } from '../../../theme/visually-hidden';

interface PersonButtonProps {
  name: string;
  /** "Owner", or why they cannot unlock here now. */
  detail?: string | undefined;
  onClick: () => void;
  autoFocus?: boolean;
}

/** One person on the lock screen's list: a big target for a finger, named by its words. */
export function PersonButton({ name, detail, onClick, autoFocus }: PersonButtonProps) {
  return (
    <Button
      variant="outlined"
      color="inherit"
      fullWidth
      onClick={onClick}
      autoFocus={autoFocus}
      sx={{ minHeight: 64, justifyContent: 'flex-start', gap: 1.5, textAlign: 'left', px: 2 }}
    >
      <Avatar aria-hidden sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, textTransform: 'none' }}>
        <Typography variant="subtitle1" component="span" sx={{ display: 'block' }} noWrap>
          {name}
          {detail && (
            <Box component="span" sx={visuallyHidden}>
              ,
            </Box>
          )}
        </Typography>
        {detail && (
          <Typography
            variant="body2"
            component="span"
            color="textSecondary"
            sx={{ display: 'block' }}
          >
            {detail}
          </Typography>
        )}
      </Box>
    </Button>
  );
}
