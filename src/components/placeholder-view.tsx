import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** A screen whose issue has not landed yet: its title and an honest empty state, nothing fake. */
export function PlaceholderView({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <EmptyState title={t('states.comingSoon')} />
    </>
  );
}
