import { useTranslation } from '../../lib/use-translation';

/** MUI's indeterminate circular progress, in CSS. */
export function Spinner() {
  return (
    <svg className="ld-spinner" viewBox="22 22 44 44" aria-hidden="true">
      <circle cx="44" cy="44" r="20.2" />
    </svg>
  );
}

/** The loading state where MUI is not loaded yet: the entry's and the guests' frame's. */
export function PlainLoading({ page = false }: { page?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="progressbar"
      aria-label={t('states.loading')}
      className={page ? 'ld-loading ld-loading--page' : 'ld-loading'}
    >
      <Spinner />
    </div>
  );
}
