import { useTranslation } from '../../../lib/use-translation';
import { Icon } from '../../../components/plain/icons';

/** The show/hide button at the end of a password input (plain: the sign-in screen's too). */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="ld-icon-button"
      aria-label={shown ? t('password.hide') : t('password.show')}
      onClick={onToggle}
    >
      <Icon name={shown ? 'visibilityOff' : 'visibility'} />
    </button>
  );
}
