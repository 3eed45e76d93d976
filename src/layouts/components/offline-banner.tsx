import { useTranslation } from '../../lib/use-translation';
import { Icon } from '../../components/plain/icons';
import { useOnline } from '../../sync/use-online';

/**
 * Says so when the network is gone; the app keeps working from the mirror and the outbox. The
 * live region is there online too (empty): screen readers read a change of a region they know,
 * not a region inserted with its text (WCAG 4.1.3).
 */
export function OfflineBanner() {
  const { t } = useTranslation('sync');
  const online = useOnline();
  return (
    <div role="status" data-offline-region>
      {!online && (
        <div className="ld-alert ld-alert--banner">
          <Icon name="warning" />
          <div className="ld-alert__message">{t('banner.offline')}</div>
        </div>
      )}
    </div>
  );
}
