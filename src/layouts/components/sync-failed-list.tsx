import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../lib/use-translation';
import type { OutboxRow } from '../../db/db';
import { discardRow, retryRow } from '../../sync/manage';
import { useChangeLabel } from './use-change-label';

interface SyncFailedListProps {
  rows: OutboxRow[];
}

/** Refused changes with what the server said; each can be sent again or dropped. */
export function SyncFailedList({ rows }: SyncFailedListProps) {
  const { t } = useTranslation('sync');
  const labelOf = useChangeLabel();
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="sync-failed-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="sync-failed-title" variant="subtitle2" color="error" sx={{ mb: 1 }}>
        {t('status.failedTitle')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => {
          const seq = row.seq ?? 0;
          const change = labelOf(row);
          return (
            <Box component="li" key={seq} data-testid="sync-failed-row">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {change}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {row.lastError}
                {row.lastStatus ? ` (${t('status.status', { status: row.lastStatus })})` : ''}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Button
                  size="small"
                  sx={{ minHeight: 44 }}
                  aria-label={t('status.retryLabel', { change })}
                  onClick={() => void retryRow(seq)}
                >
                  {t('status.retry')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  sx={{ minHeight: 44 }}
                  aria-label={t('status.discardLabel', { change })}
                  onClick={() => void discardRow(seq)}
                >
                  {t('status.discard')}
                </Button>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
