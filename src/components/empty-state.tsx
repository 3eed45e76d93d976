import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, Typography, type BoxProps } from '@mui/material';
import type { ReactNode } from 'react';

interface EmptyStateProps extends Omit<BoxProps, 'title'> {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action, sx, ...other }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        py: 8,
        px: 3,
        textAlign: 'center',
        color: 'text.secondary',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        ...sx,
      }}
      {...other}
    >
      <InboxOutlined sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography variant="h6" color="textPrimary">
        {title}
      </Typography>
      {description && <Typography variant="body2">{description}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
