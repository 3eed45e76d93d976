import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Chip } from '@mui/material';
import { formatDistance } from 'date-fns';
import { memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDateLocale } from '../../../lib/date-locale';
import { useOnline } from '../../../sync/use-online';
import { useNow } from '../hooks/use-now';

/** "Updated 5 minutes ago", and an offline chip when these are the last known figures. */
export const UpdatedAge = memo(function UpdatedAge({ at }: { at: number | null }) {
  const { t } = useTranslation('bookings');
  const locale = useDateLocale();
  const now = useNow();
  const online = useOnline();
  return (
    <div className="ld-row ld-row--start" role="status">
      {!online && (
        <Chip
          data-snapshot="drop"
          size="small"
          icon={<CloudOffOutlined />}
          label={t('dashboard.offline')}
        />
      )}
      {/* The dashboard snapshot says "as of" its time here instead. */}
      <p data-snapshot="as-of" className="ld-body2 ld-secondary">
        {at === null
          ? t('dashboard.neverUpdated')
          : t('dashboard.updated', {
              age: formatDistance(new Date(Math.min(at, now.getTime())), now, {
                addSuffix: true,
                locale,
              }),
            })}
      </p>
    </div>
  );
});
