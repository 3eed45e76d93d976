import { useTranslation } from '../../lib/use-translation';
import { Icon } from '../../components/plain/icons';
import { useActing } from '../../components/use-acting';
import { lockNow } from '../../features/lock/api/lock-now';

/**
 * In team sign-in, who is unlocked ("Anna K.", Receptionist): one tap locks the device back to
 * the lock screen's list of people, for the next person at the counter. Nothing without it.
 */
export function ActingPerson() {
  const { t } = useTranslation();
  const acting = useActing();
  const person = acting?.person;
  if (!person) return null;
  const role = t(`roles.${acting.role ?? 'none'}`);
  return (
    <button
      type="button"
      className="ld-button ld-acting"
      onClick={() => void lockNow()}
      aria-label={t('staff.acting', { name: person.name, role })}
      title={t('staff.switch')}
    >
      <Icon name="switchAccount" className="ld-button__icon ld-acting__icon" />
      <span className="ld-acting__who">
        <span className="ld-acting__name">{person.name}</span>
        <span className="ld-acting__role">{role}</span>
      </span>
    </button>
  );
}
