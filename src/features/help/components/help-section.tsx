import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface HelpSectionProps {
  icon: ReactNode;
  title: string;
  /** The section's paragraphs; a translation that is not a list yet shows nothing. */
  steps: unknown;
  footer?: string;
}

export function HelpSection({ icon, title, steps, footer }: HelpSectionProps) {
  const lines = Array.isArray(steps) ? steps.filter((s): s is string => typeof s === 'string') : [];
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
          {icon}
          <Typography variant="h6" component="h2" color="textPrimary">
            {title}
          </Typography>
        </Box>
        <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
          {lines.map((line) => (
            <Typography key={line} component="li" variant="body2" sx={{ mb: 1 }}>
              {line}
            </Typography>
          ))}
        </Box>
        {footer && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {footer}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
